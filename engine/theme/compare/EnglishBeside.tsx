import { Button, Tag } from '@blueprintjs/core';
import { Diff } from '../../history/Diff';
import { htmlToText, looksLikeHtml, shortenedDiff, wordDiff } from '../../history/text-diff';
import { useCompareWithEnglish, type EnglishChange } from './context';
import { WhyDisabled } from '../../reason/WhyDisabled';
import { englishText, sameValue } from './english-text';
import './compare.css';

type Json = Record<string, any>;

const asText = (value: unknown) => (value === null || value === undefined ? '' : looksLikeHtml(value) ? htmlToText(String(value)) : String(value));

/** What changed in English: a word diff of texts, old and new for anything else. */
function WhatChanged({ change }: { change: EnglishChange }) {
  if (change.old === undefined && change.new === undefined) return null;
  const text = typeof change.old === 'string' || typeof change.new === 'string';
  return (
    <div className="bo-compare-change">
      <span className="bo-compare-muted">What changed: </span>
      {text ? <Diff parts={shortenedDiff(wordDiff(asText(change.old), asText(change.new)))} /> : `${asText(change.old) || '(empty)'} → ${asText(change.new) || '(empty)'}`}
    </div>
  );
}

interface Props {
  name: string;
  label: string;
  schema: Json;
  /** The field's uiSchema, which labels its choices. */
  uiSchema?: Json;
  /** The translation's value now, to tell whether copying would change anything. */
  value: unknown;
}

/**
 * The English value beside a field while "Compare with English" is on: the value as text (rich text as its words),
 * "Changed in English" with what changed where the English record moved on after this one was last saved, and
 * "Copy from English" for a reader who may change the field. A field the English record lacks shows nothing.
 */
export function EnglishBeside({ name, label, schema, uiSchema, value }: Props) {
  const compare = useCompareWithEnglish();
  if (!compare || !(name in compare.english)) return null;
  const english = compare.english[name];
  const change = compare.changed[name];
  const shown = englishText(english, schema, uiSchema, compare.choices[name]);
  const same = sameValue(english, value);
  // A field the reader may change whose English value it cannot hold: Copy is shown, disabled, saying why.
  const notHere = compare.whyNotCopy(name);
  return (
    <div className={['bo-compare', change && 'bo-compare--changed'].filter(Boolean).join(' ')} role="group" aria-label={`${label} in English`}>
      <div className="bo-compare-head">
        <span className="bo-compare-lang">English</span>
        {change && (
          <Tag intent="warning" minimal>
            Changed in English
          </Tag>
        )}
        {same && <span className="bo-compare-muted bo-compare-same">Same as English</span>}
        {compare.canCopy(name) && !same && <Button size="small" variant="minimal" icon="duplicate" text="Copy from English" onClick={() => compare.copy([name])} />}
        {notHere && !same && (
          <WhyDisabled reason={notHere}>
            <Button size="small" variant="minimal" icon="duplicate" text="Copy from English" disabled />
          </WhyDisabled>
        )}
      </div>
      <div className="bo-compare-value">{shown || <span className="bo-compare-muted">(empty)</span>}</div>
      {change && <WhatChanged change={change} />}
    </div>
  );
}
