// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { failureNotice } from '../../engine/form/server-error';
import { closeNotices, notify } from '../../engine/notices';
import { closeAllApart } from '../../engine/draw-apart';
import { askToDiscard, DISCARD_PROMPT } from '../../engine/form/discard-prompt';

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

// A file's end (tests/support/settle-react.ts) closes the notices its screens showed: a notice that closed 3 s later,
// once the file's document was gone, failed the run outside any test ("window is not defined").
describe('closing the notices', () => {
  it('takes every notice and the toaster away at once, and the next notice makes a new one', async () => {
    await notify({ message: 'Saved a moment ago.', duration: 3000 }, 'success');
    await expect.poll(() => toastTexts().some((t) => t.includes('Saved a moment ago.')), { timeout: 2000 }).toBe(true);
    closeNotices();
    expect(document.querySelector('.bo-notices')).toBeNull();
    expect(toastTexts()).toEqual([]);
    await notify({ message: 'Saved again.', duration: 0 }, 'success');
    await expect.poll(() => toastTexts(), { timeout: 2000 }).toEqual(['Saved again.']);
    expect(document.querySelectorAll('.bo-notices')).toHaveLength(1);
  });
});

describe('what draws apart from the app', () => {
  it("closes at a page's end, notices and an unanswered discard prompt alike", async () => {
    closeNotices();
    await notify({ message: 'Saved at the end.', duration: 3000 }, 'success');
    void askToDiscard();
    await expect.poll(() => [toastTexts(), document.body.textContent?.includes(DISCARD_PROMPT.message)], { timeout: 2000 }).toEqual([['Saved at the end.'], true]);
    closeAllApart();
    expect(document.querySelector('.bo-notices')).toBeNull();
    expect(document.body.textContent).not.toContain(DISCARD_PROMPT.message);
    expect(document.body.children).toHaveLength(0);
  });
});
