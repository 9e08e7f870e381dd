// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { confirmDiscardChanges, hasUnsavedChanges } from '../../engine/form/unsaved';
import { TYPING_PAUSE } from '../../engine/theme/typing/buffer';
import { renderForm, strictProvider } from './form-harness';
import { settled } from './settled';

/**
 * The text boxes' typing pause passed on the clock (fake timers that also run with real time, so the library's waits
 * still work), and what it set off run out.
 */
async function passTypingPause() {
  await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE));
  await settled(() => document.body.innerHTML);
}

// Issue 6, item 5: leaving a changed form asks first (route navigation, the shell's language change, closing or
// reloading the tab), in a Blueprint Alert with "Discard changes" and "Keep editing"; saving clears the state.

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const form = {
  kind: 'form',
  route: '/form',
  title: 'Footer settings',
  entity: 'footer-settings',
  load: { call: { path: '/FooterSettings/ByLanguageId' }, pick: 'first' },
  idField: 'footerSettingsId',
  parts: [{ section: 'Footer', parts: [{ name: 'copyright', label: 'Copyright', widget: 'text' }] }],
  save: { update: { method: 'PUT', path: '/FooterSettings' } },
  notices: { success: { message: 'Footer settings has been updated.' }, failure: { message: 'Something went wrong during saving data....' } },
} as unknown as FormDescriptor;

function api() {
  return strictProvider({
    'GET /FooterSettings/ByLanguageId': () => [{ footerSettingsId: 1, copyright: '© 2024' }],
    'PUT /FooterSettings': (body) => body,
  });
}

async function changeCopyright(value = '© 2025') {
  const input = await screen.findByLabelText(/^Copyright/);
  fireEvent.change(input, { target: { value } });
  return input as HTMLInputElement;
}

const beforeUnloadIsStopped = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('unsaved changes', () => {
  it('a loaded form is clean; a change shows the tag and guards the tab; changing it back clears both', async () => {
    renderForm(form, api().provider);
    await screen.findByLabelText(/^Copyright/);
    await settled(() => [hasUnsavedChanges(), document.body.innerHTML]);
    expect(hasUnsavedChanges()).toBe(false);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(beforeUnloadIsStopped()).toBe(false);

    await changeCopyright();
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
    expect(hasUnsavedChanges()).toBe(true);
    expect(beforeUnloadIsStopped()).toBe(true);

    await changeCopyright('© 2024');
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('navigation asks; Keep editing stays with the changes, Discard changes leaves', async () => {
    const { router } = renderForm(form, api().provider);
    const input = await changeCopyright();
    await screen.findByText('Unsaved changes');

    act(() => void router.navigate('/elsewhere'));
    const alert = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    expect(alert.textContent).toContain('You have unsaved changes on this screen. Leave without saving them?');
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Keep editing' })).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect(input.value).toBe('© 2025');

    act(() => void router.navigate('/elsewhere'));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it("the shell's confirmDiscardChanges asks, and on Discard changes the form goes back to what was loaded", async () => {
    renderForm(form, api().provider);
    const input = await changeCopyright();
    await screen.findByText('Unsaved changes');

    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => void (answer = confirmDiscardChanges()));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(await answer).toBe(false);
    expect(input.value).toBe('© 2025');

    act(() => void (answer = confirmDiscardChanges()));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await answer).toBe(true);
    await waitFor(() => expect((screen.getByLabelText(/^Copyright/) as HTMLInputElement).value).toBe('© 2024'));
    expect(hasUnsavedChanges()).toBe(false);
    await expect(confirmDiscardChanges()).resolves.toBe(true);
  });

  it('a key typed a moment before leaving counts: the text boxes give up what they hold before anyone asks', async () => {
    const { router } = renderForm(form, api().provider);
    const input = (await screen.findByLabelText(/^Copyright/)) as HTMLInputElement;
    await settled(() => [hasUnsavedChanges(), document.body.innerHTML]);
    // No wait after the key: the box still holds it, the form has not taken it in.
    fireEvent.change(input, { target: { value: '© 2025' } });
    expect(beforeUnloadIsStopped()).toBe(true);
    act(() => void router.navigate('/elsewhere'));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Keep editing' })).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect(input.value).toBe('© 2025');

    await passTypingPause();
    fireEvent.change(input, { target: { value: '© 2026' } });
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => void (answer = confirmDiscardChanges()));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await answer).toBe(true);
    await waitFor(() => expect((screen.getByLabelText(/^Copyright/) as HTMLInputElement).value).toBe('© 2024'));
    // Nothing held comes back after the pause.
    await passTypingPause();
    expect((screen.getByLabelText(/^Copyright/) as HTMLInputElement).value).toBe('© 2024');
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('saving clears the dirty state: the tag goes and leaving no longer asks', async () => {
    const fake = api();
    const { router } = renderForm(form, fake.provider);
    await changeCopyright();
    await screen.findByText('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Footer settings has been updated.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(hasUnsavedChanges()).toBe(false);
    expect(fake.calls.find((c) => c.call === 'PUT /FooterSettings')?.body).toMatchObject({ footerSettingsId: 1, copyright: '© 2025' });

    act(() => void router.navigate('/elsewhere'));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull();
    expect(fake.unexpected).toEqual([]);
  });

  it('a change in a list group (FAQ entries) counts as the editor\'s too', async () => {
    const faq = {
      kind: 'form',
      route: '/form',
      title: 'FAQ',
      entity: 'faq-title',
      idField: 'faqTitleId',
      parts: [
        {
          kind: 'group',
          storage: 'faqEntries',
          name: 'faqList',
          list: { path: '/FaqLists/ByFaqTitleId', query: { faqTitleId: '{record.faqTitleId}' } },
          items: [
            { name: 'question', label: 'Question', widget: 'text' },
            { name: 'answer', label: 'Answer', widget: 'textarea' },
          ],
        },
      ],
      save: { create: { method: 'POST', path: '/FaqTitles' } },
      notices: { failure: { message: 'Something went wrong during saving data....' } },
    } as unknown as FormDescriptor;
    renderForm(faq, strictProvider({}).provider);
    fireEvent.change(await screen.findByLabelText('Question'), { target: { value: 'Is it safe?' } });
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
    expect(hasUnsavedChanges()).toBe(true);
  });
});
