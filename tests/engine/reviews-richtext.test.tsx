// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import validator from '@rjsf/validator-ajv8';
import Quill from 'quill';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlueprintForm } from '../../engine/theme';
import { EngineContext, type EngineContextValue } from '../../engine/EngineContext';
import type { DataProvider } from '../../engine/data/provider';
import { MEDIA_FORM_CONTEXT } from '../../engine/media/form-context';

afterEach(cleanup);

const image = { name: 'overview.png', key: 'DE/overview.png', url: '/media-files/DE/overview.png', size: 2048, lastModified: '2026-01-01T00:00:00Z', width: 800, height: 420, thumbnailUrl: null, imageId: 4, altText: 'Old', caption: '' };

/** The calls the picker makes: the language's folder (first page), the folders summary and the chosen file's info; nothing else. */
function provider(): DataProvider & { get: ReturnType<typeof vi.fn> } {
  const get = vi.fn(async (path: string, query?: Record<string, unknown>) => {
    if (path === '/AWSS3File/folders') return [{ folder: 'DE', languageId: 2, files: 1, missingAltText: 0 }];
    if (path === '/ImageInfos/GetImageInfoByAWSUrl' && query?.aws === image.url) return { altText: 'A chart', caption: 'The caption' };
    throw new Error(`unexpected call ${path} ${JSON.stringify(query)}`);
  });
  const send = vi.fn(async ({ method, path, query }: { method: string; path: string; query?: Record<string, unknown> }) => {
    if (method === 'GET' && path === '/AWSS3File/filesList' && query?.language === 'DE' && query?.page === 1) return { data: [image], headers: { 'x-total-count': '1' } };
    throw new Error(`unexpected call ${method} ${path} ${JSON.stringify(query)}`);
  });
  return { call: async () => Promise.reject(new Error('unexpected call')), get, send } as never;
}

function setup(value: string, engine: EngineContextValue) {
  const onChange = vi.fn();
  render(
    <EngineContext.Provider value={engine}>
      <BlueprintForm
        schema={{ type: 'object', properties: { body: { type: 'string', title: 'Body' } } }}
        uiSchema={{ body: { 'ui:widget': 'richtext' } }}
        formData={{ body: value }}
        validator={validator}
        formContext={MEDIA_FORM_CONTEXT}
        onChange={onChange}
      />
    </EngineContext.Provider>,
  );
  return { data: () => onChange.mock.lastCall?.[0].formData.body as string };
}

describe('rich text: templates and gallery images', () => {
  it('inserts a built-in template at the cursor', async () => {
    const { data } = setup('<p>Start</p>', { provider: provider(), language: 2, subject: { isAdministrator: true, permissions: [] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Insert template' }, { timeout: 10_000 }));
    fireEvent.click(await screen.findByText('Pros and cons'));
    await waitFor(() => expect(data()).toContain('<h2>Pros</h2>'));
    expect(data()).toMatch(/^<p>Start<\/p><h2>Pros<\/h2>/);
  });

  it("inserts a gallery image of the language's folder with its alt text and the class 'lazy'", async () => {
    const api = provider();
    const { data } = setup('<p>Text</p>', { provider: api, language: 2, subject: { isAdministrator: true, permissions: [] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Insert image from gallery' }, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Details of overview.png' }, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(data()).toContain('<img'));
    expect(data()).toMatch(/<img[^>]*class="lazy"/);
    expect(data()).toMatch(/<img[^>]*alt="A chart"/);
    expect(api.get).toHaveBeenCalledWith('/ImageInfos/GetImageInfoByAWSUrl', { aws: image.url });
  });

  it('loaded images keep their alt text', async () => {
    setup('<p><img src="/media-files/EN/a.png" alt="Kept"></p>', { provider: provider(), language: 1, subject: { isAdministrator: true, permissions: [] } });
    await waitFor(() => expect(document.querySelector('.ql-editor img')?.getAttribute('alt')).toBe('Kept'));
    const quill = Quill.find(document.querySelector('.ql-container') as HTMLElement) as Quill;
    expect(quill.getSemanticHTML()).toContain('alt="Kept"');
  });
});
