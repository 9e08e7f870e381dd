import { Button, Callout, Dialog, DialogBody, InputGroup, KeyComboTag, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { searchFold } from '../../../shared/search-families';
import { hitLanguage, hitLink, type RecordHit } from './record-search';
import { useRecordSearch } from './useRecordSearch';
import './search.css';

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

/** The title with the typed text marked where it stands. */
function Marked({ title, text }: { title: string; text: string }) {
  const folded = searchFold(title);
  const at = folded.length === title.length ? folded.indexOf(searchFold(text)) : -1;
  if (at < 0 || !text) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <mark>{title.slice(at, at + text.length)}</mark>
      {title.slice(at + text.length)}
    </>
  );
}

/** The hit's language tag; a record without a language (a user, a lender) is the same in all, which the tag says. */
function HitLanguage({ hit }: { hit: RecordHit }) {
  const code = hitLanguage(hit);
  return code ? (
    <Tag minimal intent="primary" className="search-language">{code}</Tag>
  ) : (
    <Tag minimal className="search-language" title="The same in every language">ALL</Tag>
  );
}

/**
 * The global search: a button in the top bar and Ctrl+K open a dialog that finds any record by its name or title,
 * in the current language and the others the user may read. Arrows choose, Enter opens, Escape closes; each hit is
 * a link (middle-click opens it in a new tab, in its own language).
 */
export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  // Each opening starts with an empty search.
  const [opening, setOpening] = useState(0);
  const show = useCallback(() => {
    setOpen(true);
    setOpening((n) => n + 1);
  }, []);
  useSearchShortcut(show);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="minimal" icon="search" className="search-open" onClick={show} aria-keyshortcuts="Control+K">
        Search records <KeyComboTag combo="mod+k" minimal />
      </Button>
      <Dialog isOpen={open} onClose={close} title="Search records" icon="search" className="search-dialog" autoFocus enforceFocus>
        <SearchPanel key={opening} onClose={close} />
      </Dialog>
    </>
  );
}

/**
 * The dialog's search, drawn only while it is open: the top bar stays as it is while the user goes from screen to
 * screen, rather than drawing the search again at every address (the router's hooks here follow each navigation).
 */
function SearchPanel({ onClose: close }: { onClose(): void }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const search = useRecordSearch(text);
  const listId = useId();
  const inputId = useId();

  const answer = search.state === 'done' ? search.answer : search.state === 'searching' ? search.last : undefined;
  const hits = answer?.results ?? [];
  useEffect(() => setActive(0), [answer]);

  const go = (hit: RecordHit | undefined) => {
    const to = hit && hitLink(hit);
    if (!to) return;
    close();
    navigate(to);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!hits.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((old) => (old + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(hits[active]);
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const typed = text.trim();
  const body = () => {
    if (search.state === 'failed') return <Callout intent="danger" title="The search failed">{search.message}</Callout>;
    if (!typed) return <p className="search-hint">Names and titles of reviews, pages, academy guides, blog posts, cashback, news, authors, testimonials, routes, external links, tool items, portfolio exposures, lenders, countries and users, in every language you may read.</p>;
    if (search.state === 'searching' && !answer) return <Spinner size={24} aria-label="Searching" />;
    if (search.state === 'done' && hits.length === 0) return <NonIdealState icon="search" title={`No records match “${search.text}”`} />;
    return null;
  };
  const count = answer && typed ? (answer.total > hits.length ? `${hits.length} of ${answer.total} records: type more to narrow them` : `${answer.total} ${answer.total === 1 ? 'record' : 'records'}`) : '';

  return (
    <DialogBody>
      <label htmlFor={inputId} className="search-sr-only">
        Name or title
      </label>
      <InputGroup
        id={inputId}
        autoFocus
        large
        leftIcon="search"
        placeholder="Name or title…"
        value={text}
        onValueChange={setText}
        onKeyDown={keyDown}
        autoComplete="off"
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={hits.length ? optionId(active) : undefined}
        rightElement={search.state === 'searching' && answer ? <Spinner size={16} aria-label="Searching" /> : undefined}
      />
      <div id={listId} role="listbox" aria-label="Records found" className="search-results">
        {typed &&
          hits.map((hit, index) => {
            const to = hitLink(hit);
            return (
              <Link
                key={`${hit.family}-${hit.id}-${hit.languageId ?? ''}`}
                id={optionId(index)}
                to={to ?? '#'}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={index === active ? 'search-hit search-hit-active' : 'search-hit'}
                onMouseMove={() => setActive(index)}
                onClick={(event) => {
                  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                  close();
                }}
              >
                <Tag minimal className="search-family">{hit.label}</Tag>
                <HitLanguage hit={hit} />
                <span className="search-title">
                  <Marked title={hit.title} text={typed} />
                  {hit.detail !== undefined && ' '}
                  {hit.detail !== undefined && (
                    <span className="search-detail">
                      <Marked title={hit.detail} text={typed} />
                    </span>
                  )}
                </span>
              </Link>
            );
          })}
      </div>
      {body()}
      <div className="search-footer">
        <span role="status">{count}</span>
        <span className="search-keys">↑ ↓ to choose, Enter to open, Esc to close</span>
      </div>
    </DialogBody>
  );
}
