import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Alert, Classes } from '@blueprintjs/core';

export const DISCARD_PROMPT = {
  message: 'You have unsaved changes on this screen. Leave without saving them?',
  discard: 'Discard changes',
  keep: 'Keep editing',
};

/**
 * Asks the editor, in a Blueprint Alert, whether to drop unsaved changes; answers true for "Discard changes".
 * The Alert gets its own React root so the shell, the router and plain functions can all ask without a host.
 */
export function askToDiscard(): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const dark = document.querySelector(`.${Classes.DARK}`) ? Classes.DARK : undefined;
    const answer = (discard: boolean) => {
      resolve(discard);
      // Unmounting inside the click handler that answers would tear the Alert down mid-event.
      setTimeout(() => {
        root.unmount();
        host.remove();
      });
    };
    root.render(
      createElement(
        Alert,
        {
          isOpen: true,
          className: dark,
          intent: 'danger',
          confirmButtonText: DISCARD_PROMPT.discard,
          cancelButtonText: DISCARD_PROMPT.keep,
          canEscapeKeyCancel: true,
          onConfirm: () => answer(true),
          onCancel: () => answer(false),
        },
        createElement('p', null, DISCARD_PROMPT.message),
      ),
    );
  });
}
