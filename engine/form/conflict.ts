import type { FormBody } from '../model/descriptor';
import { fieldsOf, groupsOf } from '../model/parts';
import { slotKey, storageOf } from './parts';

type Row = Record<string, any>;
type Values = Record<string, unknown>;

/** A save refused because someone else saved the record first (docs/api.md, Concurrent edits). */
export interface Conflict {
  /** The record as the 409 answer gives it, with its version. */
  current: Row;
  /** The body this editor tried to save. */
  mine: Row;
  /** The form's values as it loaded them: what both editors started from. */
  base: Values;
  /** The form's values when the editor saved. */
  values: Values;
  /** The stored record read again through the form's own load (groups included), once it has come. */
  stored?: Row;
  /** That record as form values: what the other editor left. */
  theirs?: Values;
  /** Who saved it and when, from the record's history; absent when no history says so. */
  savedBy?: { username: string; at: string };
}

/** The stored record of a 409 STALE_VERSION answer, or null for any other failure. */
export function staleRecord(error: unknown): Row | null {
  const response = (error as { response?: { status?: number; data?: { code?: string; current?: unknown } } })?.response;
  const current = response?.data?.current;
  return response?.status === 409 && response.data?.code === 'STALE_VERSION' && current && typeof current === 'object' ? (current as Row) : null;
}

/**
 * States the version a save is based on: the one the record was loaded with (a merged save states the stored
 * one). The body is changed in place: the save steps find the form's values through it.
 */
export function stateVersion(body: Row, version: unknown): void {
  if (typeof version === 'number') body.version = version;
}

/** Empty is empty whichever way a widget says it; the rest compares as JSON (a list group's entries too). */
const normal = (value: unknown) => (value === undefined || value === null || value === '' ? null : JSON.stringify(value));
const same = (a: unknown, b: unknown) => normal(a) === normal(b);

/** Who changed a value since the form loaded it: the other editor, this one, both (differently), or nobody. */
export type Change = 'theirs' | 'mine' | 'both';

export interface MergeRow {
  name: string;
  change: Change;
  base: unknown;
  theirs: unknown;
  mine: unknown;
}

/**
 * The three-way comparison of a stale save: each value the other editor or this one changed since the form
 * loaded (`base`). A value both changed to the same thing is no conflict; one both changed differently is.
 */
export function mergeRows(base: Values, theirs: Values, mine: Values): MergeRow[] {
  const names = [...new Set([...Object.keys(base), ...Object.keys(theirs), ...Object.keys(mine)])];
  return names.flatMap((name): MergeRow[] => {
    const row = { name, base: base[name], theirs: theirs[name], mine: mine[name] };
    const theyChanged = !same(row.theirs, row.base);
    const iChanged = !same(row.mine, row.base);
    if (theyChanged && iChanged) return same(row.theirs, row.mine) ? [] : [{ ...row, change: 'both' }];
    if (theyChanged) return [{ ...row, change: 'theirs' }];
    if (iChanged) return [{ ...row, change: 'mine' }];
    return [];
  });
}

/**
 * The merged values: the other editor's record, with this editor's changes on top; where both changed a
 * value, the editor's choice for it (theirs unless chosen otherwise).
 */
export function mergeValues(theirs: Values, rows: readonly MergeRow[], choices: Readonly<Record<string, 'theirs' | 'mine'>> = {}): Values {
  const merged = { ...theirs };
  for (const row of rows) {
    if (row.change === 'mine' || (row.change === 'both' && choices[row.name] === 'mine')) merged[row.name] = row.mine;
  }
  return merged;
}

/** What each form value is called on screen: a field's label, a group's label, a group slot's row and item. */
export function valueLabels(form: FormBody): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const field of fieldsOf(form.parts)) labels[field.name] = field.label ?? field.name;
  for (const group of groupsOf(form.parts)) {
    const storage = storageOf(group);
    if (storage.layout === 'list') {
      labels[group.name] = group.label ?? group.name;
      continue;
    }
    const count = storage.count(group);
    for (let index = 1; index <= count; index++) {
      // As the form heads the row: its rowLabel, else its position where there are several.
      const row = group.rowLabel ? (group.rowLabel.includes('{index}') ? group.rowLabel.replace('{index}', String(index)) : `${group.rowLabel} ${index}`) : count > 1 ? `${group.label ?? 'Entry'} ${index}` : '';
      for (const item of group.items) labels[slotKey(group, storage.itemKey(item), index)] = [row, item.label ?? storage.itemKey(item)].filter(Boolean).join(': ');
    }
  }
  return labels;
}

/** A value as the dialog shows it: '' for empty; a list as its entries' texts. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) return value.map((v) => (v && typeof v === 'object' ? Object.values(v).filter((x) => typeof x === 'string' && x).join(' / ') : String(v))).filter(Boolean).join('; ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
