import { Errors } from '../errors';
import { changesBetween } from './audit-entry';
import { isSecret } from './secrets';

type Row = Record<string, unknown>;

/** 409 STALE_VERSION with the stored record (secrets left out), so the editor can see what changed. */
export function staleVersion(what: string, id: unknown, stated: number, current: Row) {
  const visible = Object.fromEntries(Object.entries(current).filter(([field]) => !isSecret(field)));
  const error = new Errors.StaleVersion(
    `${what} ${String(id)} was changed by someone else: your save is based on version ${stated}, the stored one is version ${String(current.version)}`,
  );
  return Object.assign(error, { current: visible });
}

/** True when storing these values would change nothing. */
export function changesNothing(before: Row, values: Row): boolean {
  return Object.keys(changesBetween(before, { ...before, ...values })).length === 0;
}
