import type { ImportOutcome } from './import-types';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** Why Import is disabled, in the order an editor fixes things; undefined when it may run. */
export function whyNotImport(outcome: ImportOutcome | null, leaveOutRefused: boolean, keyLabel: string, noun: string, mappingChanged: boolean): string | undefined {
  if (!outcome) return 'Choose a file first.';
  if (mappingChanged) return 'Preview the file with the columns as chosen first.';
  if (!outcome.ready) return `Choose the column that holds the ${keyLabel}: it says which of the ${noun} each row is.`;
  if (outcome.match.unknown.length) return `Choose a field for the column “${outcome.match.unknown[0]}”, or leave it out.`;
  const { refused } = outcome.counts;
  if (refused && !leaveOutRefused) return `${plural(refused, 'row is', 'rows are')} refused: correct the file, or leave the refused rows out.`;
  if (outcome.counts.new + outcome.counts.changed === 0) return `Nothing to import: every row is as stored${refused ? ' or refused' : ''}.`;
  return undefined;
}

/** What a written import did, for its report. */
export function importReport(outcome: ImportOutcome, noun: string): string {
  const { counts } = outcome;
  const parts = [`${counts.new.toLocaleString('en')} new`, `${counts.changed.toLocaleString('en')} changed`, `${counts.unchanged.toLocaleString('en')} unchanged`];
  if (counts.leftOut) parts.push(`${counts.leftOut.toLocaleString('en')} refused and left out`);
  return `${parts.join(', ')}. Undo import takes the whole import back.`;
}
