import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

/** What closes each thing drawn apart and still open. */
const open = new Set<() => void>();

/**
 * Draws an element in a React root of its own, apart from the app's (the notices' toaster, the discard prompt): the
 * shell, the router and plain functions can show it without a host. Returns what closes it: the root is unmounted,
 * its element removed and `onClose` told. Whatever is still open when its page ends closes with closeAllApart.
 */
export function drawApart(element: ReactElement, host: Element | DocumentFragment, onClose?: () => void): () => void {
  const root = createRoot(host);
  root.render(element);
  const close = () => {
    if (!open.delete(close)) return;
    root.unmount();
    if (host instanceof Element) host.remove();
    onClose?.();
  };
  open.add(close);
  return close;
}

/**
 * Closes everything drawn apart, with its timers and transitions (a notice closing 3 s later, a prompt's opening):
 * a test file's end does (tests/support/settle-react.ts), so that none of them fires once its page is gone.
 */
export function closeAllApart(): void {
  for (const close of [...open]) close();
}
