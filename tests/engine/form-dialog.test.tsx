// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import type { AccessSubject } from '../../engine/access/can-access';
import { DATA_TYPES } from '../../shared/data-types';
import ModalFormScreen from '../../engine/screens/ModalFormScreen';
import { ADMIN, reader, strictProvider } from './form-harness';

// Issue 6, item 5, for a form in a dialog (blog settings' category, screens/settings/blog-category-form.json):
// the dialog's title says View for a reader, with the banner and no Save and no h1 of its own; closing a changed
// dialog asks first.

afterEach(cleanup);

const categories = () =>
  strictProvider({
    'GET /Categories/ByLanguageId': () => [{ categoryId: 5, categoryName: 'Taxes', languageId: 1, dataTypeId: 43 }],
    'PUT /Categories': (body) => body,
  });

function open(subject: AccessSubject, provider = categories().provider) {
  const onClose = vi.fn();
  const router = createMemoryRouter([{ path: '/', element: <ModalFormScreen id="blog-category-form" params={{ id: '5' }} onClose={onClose} /> }]);
  render(
    <EngineContext.Provider value={{ provider, subject, language: 1 }}>
      <RouterProvider router={router} />
    </EngineContext.Provider>,
  );
  return onClose;
}

describe('a form in a dialog', () => {
  it('for a reader: "View Category" in the title bar, the banner, the field disabled, Save disabled, no h1', async () => {
    open(reader(DATA_TYPES['Settings Blog']));
    // The first open loads and checks the descriptor.
    const dialog = await screen.findByRole('dialog', { name: 'View Category' }, { timeout: 8000 });
    expect(dialog.textContent).toContain('You can view this screen but not change it');
    await waitFor(() => expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Taxes'));
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('closing it with changes asks: Keep editing keeps it open, Discard changes closes it', async () => {
    const onClose = open(ADMIN);
    await screen.findByRole('dialog', { name: 'Edit Category' }, { timeout: 8000 });
    // The dialog shows at once where its descriptor was made before; its field once the record is read.
    const title = (await screen.findByLabelText(/^Title/)) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('Taxes'));
    fireEvent.change(title, { target: { value: 'Tax' } });
    await screen.findByText('Unsaved changes');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('an unchanged dialog closes at once', async () => {
    const onClose = open(ADMIN);
    await screen.findByRole('dialog', { name: 'Edit Category' });
    await waitFor(() => expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Taxes'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
