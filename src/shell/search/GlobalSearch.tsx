import { Button, KeyComboTag } from '@blueprintjs/core';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import './search.css';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

/**
 * Ctrl+K (Cmd+K) anywhere opens the search; the browser's own use of the keys gives way. A text editor that takes the
 * keys itself (the rich-text editor's link) keeps them.
 */
function useSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'k') return;
      if (event.defaultPrevented || (event.target instanceof HTMLElement && event.target.isContentEditable)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

/**
 * What is typed between opening the search for the first time and its dialog's code arriving: kept, and given to the
 * dialog as its first text, so that Ctrl+K followed at once by a name loses no key. Escape meanwhile closes it.
 */
function useTypedAhead(waiting: boolean, close: () => void): () => string {
  const typed = useRef('');
  useEffect(() => {
    if (!waiting) return;
    typed.current = '';
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
      else if (event.key === 'Backspace') typed.current = typed.current.slice(0, -1);
      else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) typed.current += event.key;
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [waiting, close]);
  return useCallback(() => typed.current, []);
}

/**
 * The global search: a button in the top bar and Ctrl+K open a dialog that finds any record by its name or title
 * (SearchDialog.tsx). The dialog's code comes when the search is first opened, or pointed at, not with every screen.
 */
export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = useCallback(() => {
    setOpen(true);
    loadDialog().then(() => setLoaded(true), () => setLoaded(true));
  }, []);
  const close = useCallback(() => setOpen(false), []);
  useSearchShortcut(show);
  const typedAhead = useTypedAhead(open && !loaded, close);
  const ahead = () => void loadDialog().catch(() => undefined);

  return (
    <>
      <Button variant="minimal" icon="search" className="search-open" onClick={show} onMouseEnter={ahead} onFocus={ahead} aria-keyshortcuts="Control+K">
        Search records <KeyComboTag combo="mod+k" minimal />
      </Button>
      {(open || loaded) && (
        <Suspense fallback={null}>
          <SearchDialog isOpen={open} onClose={close} typedAhead={typedAhead} />
        </Suspense>
      )}
    </>
  );
}
