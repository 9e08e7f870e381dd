// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { failureNotice } from '../../engine/form/server-error';
import { notify } from '../../engine/notices';

// Issue 17, item 6: a failure notice is the specification's text, then the server's reason; a success takes away
// the failure its own screen still shows (not another screen's); notices sit in a toaster below the top bar.

const toastTexts = () => [...document.querySelectorAll('.bp6-toast')].map((t) => t.textContent ?? '');

describe('failure notices', () => {
  it('follow the notice with the server reason, once when the reason only repeats it', () => {
    expect(failureNotice({ message: 'An error has occured.' }, { message: 'The administrator cannot be deleted.' }).message).toBe(
      'An error has occured. The administrator cannot be deleted.',
    );
    expect(failureNotice({ message: 'Invalid credentials.', duration: 2000 }, { message: 'Invalid credentials.' })).toEqual({
      message: 'Invalid credentials.',
      duration: 2000,
    });
  });

  it('a success takes away the failures of its own screen only', async () => {
    window.history.replaceState(null, '', '/other');
    await notify({ message: 'Failed elsewhere.', duration: 0 }, 'danger');
    window.history.replaceState(null, '', '/review/1');
    await notify({ message: 'An error has occured while updating content.', duration: 0 }, 'danger');
    await expect.poll(() => toastTexts().some((t) => t.includes('while updating content')), { timeout: 2000 }).toBe(true);
    await notify('Successfully updated content.', 'success');
    await expect.poll(() => toastTexts().some((t) => t.includes('while updating content')), { timeout: 2000 }).toBe(false);
    await expect.poll(() => toastTexts().some((t) => t.includes('Successfully updated content.')), { timeout: 2000 }).toBe(true);
    expect(toastTexts().some((t) => t.includes('Failed elsewhere.'))).toBe(true);
    expect(document.querySelector('.bp6-toast-container')?.classList.contains('bo-notices')).toBe(true);
  });
});
