// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import validator from '@rjsf/validator-ajv8';
import Quill from 'quill';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlueprintForm } from '../../engine/theme';
import { EngineContext, type EngineContextValue } from '../../engine/EngineContext';
import type { DataProvider } from '../../engine/data/provider';
import { galleryCalls } from '../../engine/data/gallery';

afterEach(cleanup);

const image = { name: 'overview.png', key: 'DE/overview.png', url: '/media-files/DE/overview.png' };

/** The calls the editor makes for the gallery: the language's folder and the chosen file's info; nothing else. */
function provider(): DataProvider & { get: ReturnType<typeof vi.fn> } {
  const get = vi.fn(async (path: string, query?: Record<string, unknown>) => {
    if (path === '/AWSS3File/filesList' && query?.language === 'DE') return [image];
    if (path === '/ImageInfos/GetImageInfoByAWSUrl' && query?.aws === image.url) return { altText: 'A chart', caption: 'The caption' };
    throw new Error(`unexpected call ${path} ${JSON.stringify(query)}`);
  });
  return { call: async () => Promise.reject(new Error('unexpected call')), get } as never;
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
        formContext={galleryCalls(engine.provider, engine.language)}
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
    fireEvent.click(await screen.findByRole('listitem', { name: 'overview.png' }));
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
