import { useMemo } from 'react';
import { Icon } from '@blueprintjs/core';
import { glossaryBreaches } from '../../../shared/glossary/check';
import { plainTextOf } from '../../../shared/glossary/plain-text';
import type { GlossaryBreach } from '../../../shared/glossary/terms';
import { useGlossaryChecks } from './context';
import { useTypedValue } from '../typing/context';
import './glossary.css';

/** Characters of context shown either side of a breach. */
const CONTEXT = 24;
/** Breaches listed under one field; the rest are counted. */
const SHOWN = 4;

/** The breach in its sentence: a few whole words either side, the breaching words underlined. */
function Excerpt({ text, breach }: { text: string; breach: GlossaryBreach }) {
  let from = Math.max(0, breach.start - CONTEXT);
  let to = Math.min(text.length, breach.end + CONTEXT);
  // Cut between words, not inside one.
  if (from > 0) from = Math.min(breach.start, from + Math.max(0, text.slice(from, breach.start).search(/\s/)));
  if (to < text.length) to = Math.max(breach.end, breach.end + text.slice(breach.end, to).replace(/\S*$/, '').length);
  const flat = (s: string) => s.replace(/\s+/g, ' ');
  return (
    <span className="bo-glossary-excerpt">
      {from > 0 && '…'}
      {flat(text.slice(from, breach.start)).trimStart()}
      <mark className="bo-glossary-term">{text.slice(breach.start, breach.end)}</mark>
      {flat(text.slice(breach.end, to)).trimEnd()}
      {to < text.length && '…'}
    </span>
  );
}

interface Props {
  /** The field's control, whose typed text the check follows key by key (engine/theme/typing/). */
  id: string;
  name: string;
  label: string;
  /** The field's value now, saved or not. */
  value: unknown;
}

/**
 * Beneath a translated field, the glossary terms its current text breaks (docs/translations.md "Glossary"): each as a
 * compact line with the offending words underlined in their context and what the term wants. Nothing for a field
 * English does not have, a record in English, or a text that breaks no term. It checks as the server does, with
 * the same function, so what it shows is what readiness will count once saved.
 */
export function GlossaryBeneath({ id, name, label, value: formValue }: Props) {
  const checks = useGlossaryChecks();
  const value = useTypedValue(id, formValue);
  const english = checks?.english[name];
  const breaches = useMemo(
    () => (checks && typeof value === 'string' && typeof english === 'string' ? glossaryBreaches(name, checks.terms, english, value) : []),
    [checks, name, english, value],
  );
  if (!breaches.length) return null;
  const text = plainTextOf(value as string);
  const more = breaches.length - SHOWN;
  return (
    <div className="bo-glossary" role="group" aria-label={`${label}: glossary`}>
      {breaches.slice(0, SHOWN).map((breach, i) => (
        <div className="bo-glossary-breach" key={`${breach.termId}-${breach.start}-${i}`}>
          <Icon icon="translate" size={12} className="bo-glossary-icon" aria-hidden />
          {breach.end > breach.start && <Excerpt text={text} breach={breach} />}
          <span className="bo-glossary-message">{breach.message}</span>
        </div>
      ))}
      {more > 0 && <div className="bo-glossary-more">{more === 1 ? 'One more breach of the glossary' : `${more} more breaches of the glossary`}</div>}
    </div>
  );
}
