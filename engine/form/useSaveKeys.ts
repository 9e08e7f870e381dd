import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/** Inputs where Enter would submit the form; a textarea keeps its newline, a button its click. */
const SUBMITTING_INPUTS = new Set(['text', 'search', 'url', 'email', 'tel', 'number', 'password', 'date', 'datetime-local', 'month', 'week', 'time']);

/** For the form's onKeyDown: Enter in a text box does not submit (and leave) the form. */
export function keepEnterFromSubmitting(event: KeyboardEvent) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target instanceof HTMLInputElement && SUBMITTING_INPUTS.has(target.type)) event.preventDefault();
}

/**
 * Ctrl+S (Cmd+S) saves: a dialog's form when the focus is in it, else the screen's form while no dialog or alert
 * is open. The browser's own "save page" never opens. Ignored while saving is not possible.
 */
export function useSaveShortcut(root: RefObject<HTMLElement | null>, canSave: boolean, save: () => void, inDialog = false) {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      const ours = inDialog ? root.current?.contains(document.activeElement) : !document.querySelector('.bp6-dialog, .bp6-alert');
      if (!ours) return;
      event.preventDefault();
      if (canSave) latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [root, canSave, inDialog]);
}
