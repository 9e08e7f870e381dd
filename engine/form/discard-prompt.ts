import { createElement } from 'react';
import { Alert, Classes, H4 } from '@blueprintjs/core';
import { drawApart } from '../draw-apart';

export const DISCARD_PROMPT = {
  title: 'Unsaved changes',
  message: 'You have unsaved changes on this screen. Leave without saving them?',
  discard: 'Discard changes',
  keep: 'Keep editing',
};

/**
 * Asks the editor, in a Blueprint Alert, whether to drop unsaved changes; answers true for "Discard changes".
 * The Alert is drawn apart from the app (../draw-apart.ts) so the shell, the router and plain functions can all ask without a host.
 */
export function askToDiscard(): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    let close = () => undefined as void;
    const dark = document.querySelector(`.${Classes.DARK}`) ? Classes.DARK : undefined;
    const answer = (discard: boolean) => {
      resolve(discard);
      // Unmounting inside the click handler that answers would tear the Alert down mid-event.
      setTimeout(() => close());
    };
    // Alert hands these on to its dialog, though its props type does not list them.
    const named = { 'aria-labelledby': 'bo-discard-prompt-title', 'aria-describedby': 'bo-discard-prompt-message' } as object;
    close = drawApart(
      createElement(
        Alert,
        {
          ...named,
          isOpen: true,
          className: dark,
          intent: 'danger',
          confirmButtonText: DISCARD_PROMPT.discard,
          cancelButtonText: DISCARD_PROMPT.keep,
          canEscapeKeyCancel: true,
          onConfirm: () => answer(true),
          onCancel: () => answer(false),
        },
        createElement(H4, { id: 'bo-discard-prompt-title' }, DISCARD_PROMPT.title),
        createElement('p', { id: 'bo-discard-prompt-message' }, DISCARD_PROMPT.message),
      ),
      host,
    );
  });
}
