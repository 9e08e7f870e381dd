import type { ListBody } from '../model/descriptor';

/** What a list declares of its bulk changes (docs/engine.md, "Bulk changes"). */
export type ListBulk = NonNullable<ListBody['bulk']>;
export type SetAction = NonNullable<ListBulk['actions']>[number];
/**
 * A toolbar action that moves whole records rather than setting a field: Delete chosen sends them to the bin
 * (`bulk.delete`), Restore chosen puts bin entries back (`bulk.restore`, the bin's). Each says once what it is called,
 * the server's calls it makes (/Bulk/{family}/{path}) and its words in the preview and the report.
 */
export interface WholeAction {
  whole: 'delete' | 'restore';
  label: string;
  /** The toolbar's button. */
  button: string;
  icon: 'trash' | 'undo';
  intent: 'danger' | 'primary';
  /** The calls' path under the family: /Bulk/{family}/{path}/Preview and /Bulk/{family}/{path}. */
  path: string;
  /** The role the list's records need for it (the list's canDelete, for both: restoring is the bin's delete right). */
  needs: 'delete';
  /** A record that passes, in the preview and once done. */
  goes: string;
  went: string;
  /** The preview's and the report's sentences: "3 blog posts will go to the bin, …", "3 blog posts moved to the bin". */
  will: string;
  did: string;
  /** The preview's word on records others change meanwhile, where it differs from a field set's. */
  meanwhile?: string;
  /** The preview's title: "nothing is deleted yet". */
  past: string;
  /** The outcome's tag, in the preview and once done. */
  tag: string;
  tagDone: string;
}

export const WHOLE_ACTIONS = {
  delete: {
    whole: 'delete', label: 'Delete', button: 'Delete chosen', icon: 'trash', intent: 'danger', path: 'Delete', needs: 'delete',
    goes: 'Goes to the bin, with what it owns', went: 'In the bin: Undo or the bin restores it',
    will: 'go to the bin, with what each owns', did: 'moved to the bin', past: 'deleted', tag: 'Deletes', tagDone: 'Deleted',
  },
  restore: {
    whole: 'restore', label: 'Restore', button: 'Restore chosen', icon: 'undo', intent: 'primary', path: 'Restore', needs: 'delete',
    goes: 'Comes back, with what went with it', went: 'Restored: Undo sends it back to the bin',
    will: 'come back, with what went with each', did: 'restored', past: 'restored', meanwhile: 'One restored or emptied from the bin meanwhile is refused.', tag: 'Restores', tagDone: 'Restored',
  },
} as const satisfies Record<string, WholeAction>;

export type BulkAction = SetAction | WholeAction;
export const isWhole = (action: BulkAction): action is WholeAction => 'whole' in action;
/** The whole-record actions a list's `bulk` declares, in the toolbar's order. */
export const wholeActionsOf = (bulk: ListBulk): WholeAction[] => (['delete', 'restore'] as const).filter((key) => bulk[key]).map((key) => WHOLE_ACTIONS[key]);

/**
 * The list screen kind's bulk changes: the family and actions its descriptor names (none for a list whose records are
 * only deleted in bulk), with the noun of its records (the search's noun, or "records"). None where the list declares none.
 */
export function bulkChangesIn(list: ListBody): (ListBulk & { actions: SetAction[]; noun: string }) | undefined {
  if (!list.bulk) return undefined;
  const searchNoun = list.search && typeof list.search === 'object' ? list.search.noun : undefined;
  return { ...list.bulk, actions: list.bulk.actions ?? [], noun: list.bulk.noun ?? searchNoun ?? 'records' };
}

/**
 * The calls a list's bulk changes make (docs/server.md, "Bulk changes"): the preview and apply of a set where it
 * declares actions, those of each whole-record action (a delete, the bin's restore), and the Undo of any.
 */
export const bulkCalls = (family: string, { sets = true, wholes = [] }: { sets?: boolean; wholes?: WholeAction[] } = {}) => [
  ...(sets ? [{ method: 'POST' as const, path: `/Bulk/${family}/Preview` }, { method: 'POST' as const, path: `/Bulk/${family}` }] : []),
  { method: 'POST' as const, path: `/Bulk/${family}/{bulkId}/Undo` },
  ...wholes.flatMap((whole) => [{ method: 'POST' as const, path: `/Bulk/${family}/${whole.path}/Preview` }, { method: 'POST' as const, path: `/Bulk/${family}/${whole.path}` }]),
];
