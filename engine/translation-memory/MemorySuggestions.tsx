import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, Callout, Popover, Spinner, Tag, Tooltip, type PopupKind } from '@blueprintjs/core';
import type { MemorySuggestion } from '../../shared/translation-memory/answers';
import { formatDate } from '../registry/packs/core/text';
import { htmlToText } from '../history/text-diff';
import { plainText } from '../../shared/translation-memory/html-text';
import type { SuggestionsHost } from './suggestions-context';
import { registry as appRegistry, type AnyRegistry } from '../registry/index';
import { SUGGESTION_LIMIT, useFieldSuggestions, type FieldSuggestions } from './useFieldSuggestions';
import { useCaretSentence, useFocusWithin } from './useFieldFocus';
import { SuggestionDiff } from './SuggestionDiff';
import './suggestions.css';

export const NO_MATCHES = 'No translation memory matches for this text.';

interface Props {
  host: SuggestionsHost;
  name: string;
  label: string;
  schema: Record<string, any>;
  widget: unknown;
}

const kinds: AnyRegistry['fieldKinds'] = appRegistry.fieldKinds;

/** Another field's name as words ("reviewContent" → "Review content"): its form may not be loaded to give its label. */
const fieldWords = (name: string) => name.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase().replace(/^./, (c) => c.toUpperCase());

/**
 * A text a translator fills: a plain text, a long text or rich text (as its kind's definition says), not a choice,
 * a date, an address or a shown value.
 */
function freeTextKind(schema: Record<string, any>, widget: unknown): { rich: boolean } | null {
  const kind = typeof widget === 'string' ? kinds[widget] : undefined;
  if (schema.enum || schema.oneOf || schema.format || kind?.display || kind?.secret || kind?.choices) return null;
  return widget === undefined || widget === 'text' || kind?.longText || kind?.rich ? { rich: !!kind?.rich } : null;
}

/** Where a suggestion comes from, as an address: a record of the same type opens where this one does, by its id. */
function useRecordPath(host: SuggestionsHost) {
  const { pathname, search } = useLocation();
  return (suggestion: MemorySuggestion): string | null => {
    if (suggestion.entity !== host.entity || host.recordId === null) return null;
    const own = `/${host.recordId}`;
    const at = pathname.lastIndexOf(own);
    if (at < 0 || (pathname[at + own.length] ?? '/') !== '/') return null;
    return `${pathname.slice(0, at)}/${suggestion.recordId}${pathname.slice(at + own.length)}${search}`;
  };
}

function Suggestion({ suggestion, index, field, label, recordPath }: { suggestion: MemorySuggestion; index: number; field: FieldSuggestions; label: string; recordPath: string | null }) {
  const where = suggestion.field === field.name ? label : fieldWords(suggestion.field);
  const source = htmlToText(suggestion.source);
  const key = index < SUGGESTION_LIMIT ? `Alt+${index + 1}` : null;
  const button = (
    <Button
      size="small"
      icon={field.action.startsWith('Insert') ? 'insert' : 'swap-horizontal'}
      text={field.action}
      disabled={!!field.whyNot}
      aria-keyshortcuts={key ?? undefined}
      onClick={() => field.insert(suggestion)}
    />
  );
  return (
    <li className="bo-tm-item">
      <div className="bo-tm-head">
        <Tag className="bo-tm-score" intent={suggestion.exact ? 'success' : 'none'} minimal round>
          {suggestion.exact ? '100% exact' : `${suggestion.score}%`}
        </Tag>
        <span className="bo-tm-from">
          {recordPath ? <Link to={recordPath}>{suggestion.recordName}</Link> : suggestion.recordName}
          {` · ${where}`}
          {suggestion.savedAt && ` · ${formatDate(suggestion.savedAt)}`}
        </span>
        <Tooltip content={field.whyNot ?? `${field.action} this translation (${key ? `${key}, or ` : ''}Enter on the button)`} placement="top">
          {/* A disabled button takes no hover or focus: its wrapper gives the reason. */}
          {field.whyNot ? <span tabIndex={0}>{button}</span> : button}
        </Tooltip>
      </div>
      <div className="bo-tm-target">{htmlToText(suggestion.target)}</div>
      {source !== field.asked && (
        <div className="bo-tm-source">
          <span className="bo-tm-muted">English then: </span>
          <SuggestionDiff remembered={source} current={field.asked} />
        </div>
      )}
    </li>
  );
}

function SuggestionList({ field, label, recordPath }: { field: FieldSuggestions; label: string; recordPath: (s: MemorySuggestion) => string | null }) {
  if (field.status === 'failed') return <Callout intent="danger" compact>{field.failure}</Callout>;
  if (field.status === 'noEnglish') return <p className="bo-tm-muted">The English version has no text in this field.</p>;
  if (field.status !== 'ready') return <Spinner size={16} aria-label="Looking for suggestions" />;
  if (!field.matches.length && field.scope === 'field' && field.sentencesMatched)
    return <p className="bo-tm-muted">{`No match for the whole text; ${field.sentencesMatched} of its ${field.sentences} sentences have matches: put the cursor in a sentence to see its matches.`}</p>;
  if (!field.matches.length) return <p className="bo-tm-muted">{NO_MATCHES}</p>;
  return (
    <>
      {field.sentenceNumber && <p className="bo-tm-muted">For sentence {field.sentenceNumber} of the English, at the cursor:</p>}
      <ol className="bo-tm-list" aria-label={`Suggestions for ${label}`}>
        {field.matches.map((suggestion, i) => (
          <Suggestion key={`${suggestion.entity}-${suggestion.recordId}-${suggestion.field}-${i}`} suggestion={suggestion} index={i} field={field} label={label} recordPath={recordPath(suggestion)} />
        ))}
      </ol>
    </>
  );
}

/**
 * A text field's translation-memory suggestions (issue 33 item 2): a "Suggestions" button under the field that
 * opens them (with their count once asked); while "Compare with English" is on, they show beside the English as
 * soon as the field has focus. Alt+1…5 inserts one while they are shown.
 */
export default function MemorySuggestions({ host, name, label, schema, widget }: Props) {
  const kind = freeTextKind(schema, widget);
  const english = useEnglishText(host, name);
  // A field whose English is empty (a phone number not given, a logo's address) has nothing to be suggested for.
  if (!kind || english === '') return null;
  return <FieldMemory host={host} name={name} label={label} rich={kind.rich} />;
}

/**
 * The field's English text as plain text: the comparison's while it is on, else the English record's, read once for
 * the record by the first field that asks (the host keeps it). Undefined until known, or when it cannot be read: the
 * button then stays, and asking says what went wrong.
 */
function useEnglishText(host: SuggestionsHost, name: string): string | undefined {
  const [read, setRead] = useState<Record<string, unknown> | null | undefined>(undefined);
  useEffect(() => {
    if (host.comparing) return;
    let live = true;
    host.english().then(
      (values) => live && setRead(values),
      () => live && setRead(undefined),
    );
    return () => {
      live = false;
    };
  }, [host]);
  const values = host.comparing ?? read;
  if (values === undefined) return undefined;
  return plainText(String(values?.[name] ?? '')).trim();
}

function FieldMemory({ host, name, label, rich }: { host: SuggestionsHost; name: string; label: string; rich: boolean }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const focused = useFocusWithin(anchor);
  const caret = useCaretSentence(anchor, rich);
  const [open, setOpen] = useState(false);
  const inline = !!host.comparing;
  const shown = open || (inline && focused);
  const field = useFieldSuggestions({ host, name, rich, active: focused || open, caret });
  const recordPath = useRecordPath(host);

  // Alt+1…5 while the suggestions are shown and focus is in the field's row.
  const latest = useRef(field);
  latest.current = field;
  useEffect(() => {
    const row = anchor.current?.closest<HTMLElement>('.bp6-form-group');
    if (!row || !shown) return;
    const keys = (event: KeyboardEvent) => {
      const n = event.altKey && !event.ctrlKey && !event.metaKey ? Number(/^Digit([1-9])$/.exec(event.code)?.[1]) : NaN;
      const suggestion = latest.current.matches[n - 1];
      if (!suggestion) return;
      event.preventDefault();
      latest.current.insert(suggestion);
    };
    row.addEventListener('keydown', keys);
    return () => row.removeEventListener('keydown', keys);
  }, [shown]);

  const count = field.count === null ? '' : ` (${field.count})`;
  const list = <SuggestionList field={field} label={label} recordPath={recordPath} />;
  const toggle = (
    <Button size="small" variant="minimal" icon="translate" text={`Suggestions${count}`} aria-expanded={shown} onClick={() => setOpen(!open)} />
  );
  return (
    <span ref={anchor} className={['bo-tm', inline && 'bo-tm--inline'].filter(Boolean).join(' ')}>
      {inline ? (
        <>
          {toggle}
          {shown && <div className="bo-tm-panel" role="group" aria-label={`Translation memory for ${label}`}>{list}</div>}
        </>
      ) : (
        <Popover
          isOpen={open}
          onInteraction={(next) => setOpen(next)}
          placement="bottom-start"
          usePortal={false}
          // Focus stays on the button (Alt+1…5 work from there); Tab goes on into the suggestions, which follow it.
          autoFocus={false}
          // A panel of suggestions, not a menu (the enum's value: importing the enum splits Blueprint's shared chunk).
          popupKind={'dialog' as PopupKind}
          enforceFocus={false}
          content={<div className="bo-tm-panel bo-tm-panel--popover" role="group" aria-label={`Translation memory for ${label}`}>{list}</div>}
        >
          {toggle}
        </Popover>
      )}
    </span>
  );
}
