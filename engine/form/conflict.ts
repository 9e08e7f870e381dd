import type { FormBody } from '../model/descriptor';
import { fieldsOf } from '../model/parts';

type Row = Record<string, any>;

/** A save refused because someone else saved the record first (docs/api.md, Concurrent edits). */
export interface Conflict {
  /** The record as it is stored now, with its version. */
  current: Row;
  /** The body this editor tried to save. */
  mine: Row;
}

/** The stored record of a 409 STALE_VERSION answer, or null for any other failure. */
export function staleRecord(error: unknown): Row | null {
  const response = (error as { response?: { status?: number; data?: { code?: string; current?: unknown } } })?.response;
  const current = response?.data?.current;
  return response?.status === 409 && response.data?.code === 'STALE_VERSION' && current && typeof current === 'object' ? (current as Row) : null;
}

/**
 * States the version a save is based on: the one the record was loaded with (an overwrite states the stored
 * one). The body is changed in place: the save steps find the form's values through it.
 */
export function stateVersion(body: Row, version: unknown): void {
  if (typeof version === 'number') body.version = version;
}

const shown = (value: unknown) => (value === undefined || value === null || value === '' ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

export interface ConflictRow {
  name: string;
  label: string;
  theirs: string;
  mine: string;
}

/** The form's fields whose stored value differs from what this editor would save. */
export function conflictRows(form: FormBody, conflict: Conflict): ConflictRow[] {
  return fieldsOf(form.parts)
    .filter((field) => field.name in conflict.current && field.name in conflict.mine)
    .map((field) => ({ name: field.name, label: field.label ?? field.name, theirs: shown(conflict.current[field.name]), mine: shown(conflict.mine[field.name]) }))
    .filter((row) => row.theirs !== row.mine);
}
