import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, NonIdealState, Radio, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import type { FormBody } from '../model/descriptor';
import { mergeRows, shownValue, valueLabels, type Conflict, type MergeRow } from '../form/conflict';
import { formatDate } from '../registry/packs/core/text';
import { Diff } from '../history/Diff';
import { htmlToText, looksLikeHtml, shortenedDiff, wordDiff } from '../history/text-diff';

interface Props {
  form: FormBody;
  conflict: Conflict;
  onKeep(): void;
  onReload(): void;
  onMerge(choices: Record<string, 'theirs' | 'mine'>): void;
  /** Saves this editor's form as it is over the stored record, their changes included: a knowing choice. */
  onOverwrite(): void;
}

export const CONFLICT_TITLE = 'Someone else saved this record';
/** When the other save happened, in the product's format (first document, section 9). */
const SAVED_AT = 'DD/MM/YYYY HH:mm';
const ORDER = { both: 0, theirs: 1, mine: 2 } as const;

/** Beyond this many characters a text reads as its change (the history's way), not as a whole page in a cell. */
const LONG_TEXT = 80;
const isText = (value: unknown) => typeof value === 'string' && (looksLikeHtml(value) || value.length > LONG_TEXT);
const words = (value: unknown) => (typeof value !== 'string' ? '' : looksLikeHtml(value) ? htmlToText(value) : value.replace(/\s+/g, ' ').trim());

/**
 * A value one side saved. Rich text and long texts read as words, as their change since both started (`base`),
 * shortened to the changed words in their context: an HTML page is neither shown as markup nor whole.
 */
const Value = ({ value, base }: { value: unknown; base: unknown }) => {
  if (isText(value) || (isText(base) && typeof value === 'string' && value)) return <Diff parts={shortenedDiff(wordDiff(words(base), words(value)))} />;
  const text = shownValue(value);
  return text ? <>{text}</> : <em className="bp6-text-muted">empty</em>;
};
const Unchanged = () => <span className="bp6-text-muted">not changed</span>;

function who(conflict: Conflict): string {
  const by = conflict.savedBy;
  if (!by) return 'Someone else saved it while you were editing.';
  return `${by.username} saved it on ${formatDate(by.at, SAVED_AT)} while you were editing.`;
}

/**
 * A save refused as stale, merged field by field: what the other editor changed since this form loaded the
 * record, beside this editor's own changes. A value only one of them changed is kept by itself; for a value
 * both changed the editor keeps theirs or mine. The merge is saved against the stored version. Overwriting
 * theirs altogether stays possible, as a quieter, knowing choice.
 */
export function ConflictDialog({ form, conflict, onKeep, onReload, onMerge, onOverwrite }: Props) {
  const [choices, setChoices] = useState<Record<string, 'theirs' | 'mine'>>({});
  const labels = valueLabels(form);
  const rows = conflict.theirs ? mergeRows(conflict.base, conflict.theirs, conflict.values).sort((a, b) => ORDER[a.change] - ORDER[b.change]) : null;
  const open = rows?.filter((r) => r.change === 'both' && !choices[r.name]) ?? [];
  const label = (row: MergeRow) => labels[row.name] ?? row.name;
  return (
    <Dialog isOpen title={CONFLICT_TITLE} icon="warning-sign" onClose={onKeep} style={{ width: 820, maxWidth: '95vw' }}>
      <DialogBody>
        <p>{who(conflict)} Your changes are not saved yet: save the merge below, or load their version.</p>
        {!rows ? (
          <Spinner size={24} aria-label="Reading the saved record" />
        ) : rows.length ? (
          <HTMLTable compact style={{ width: '100%', tableLayout: 'fixed' }} aria-label="Changes to merge">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Their change</th>
                <th scope="col">Your change</th>
                <th scope="col">Kept</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{label(row)}</th>
                  <td style={{ overflowWrap: 'anywhere' }}>{row.change === 'mine' ? <Unchanged /> : <Value value={row.theirs} base={row.base} />}</td>
                  <td style={{ overflowWrap: 'anywhere' }}>{row.change === 'theirs' ? <Unchanged /> : <Value value={row.mine} base={row.base} />}</td>
                  <td>
                    {row.change === 'both' ? (
                      <div role="radiogroup" aria-label={`Keep for ${label(row)}`}>
                        {(['theirs', 'mine'] as const).map((side) => (
                          <Radio key={side} inline label={side === 'theirs' ? 'Theirs' : 'Mine'} name={`keep-${row.name}`} checked={choices[row.name] === side}
                            onChange={() => setChoices((c) => ({ ...c, [row.name]: side }))} />
                        ))}
                      </div>
                    ) : row.change === 'theirs' ? 'Theirs' : 'Yours'}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        ) : (
          <NonIdealState icon="tick" title="Nothing to merge" description="The other save changed only what this form does not show." />
        )}
        {open.length > 0 && (
          <Callout intent="warning" style={{ marginTop: 12 }}>
            You both changed {open.map(label).join(', ')}: choose theirs or mine.
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Keep editing" onClick={onKeep} />
            <Button text="Load their version" onClick={onReload} />
            <Button variant="minimal" intent="danger" text="Overwrite with mine" onClick={onOverwrite} />
            <Button intent="primary" text="Save merged" disabled={!rows || open.length > 0} onClick={() => onMerge(choices)} />
          </>
        }
      />
    </Dialog>
  );
}
