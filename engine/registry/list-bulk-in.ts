import type { ListBody } from '../model/descriptor';

/** What a list declares of its bulk changes (docs/engine.md, "Bulk changes"). */
export type ListBulk = NonNullable<ListBody['bulk']>;
export type SetAction = NonNullable<ListBulk['actions']>[number];
/** The toolbar's Delete, where the list declares `bulk.delete`: the chosen records go to the bin. */
export interface DeleteAction {
  delete: true;
  label: 'Delete';
  icon: 'trash';
}
export type BulkAction = SetAction | DeleteAction;
export const DELETE_ACTION: DeleteAction = { delete: true, label: 'Delete', icon: 'trash' };
export const isDelete = (action: BulkAction): action is DeleteAction => 'delete' in action;

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
 * declares actions, those of a delete where it deletes, and the Undo of either.
 */
export const bulkCalls = (family: string, { sets = true, deletes = false }: { sets?: boolean; deletes?: boolean } = {}) => [
  ...(sets ? [{ method: 'POST' as const, path: `/Bulk/${family}/Preview` }, { method: 'POST' as const, path: `/Bulk/${family}` }] : []),
  { method: 'POST' as const, path: `/Bulk/${family}/{bulkId}/Undo` },
  ...(deletes ? [{ method: 'POST' as const, path: `/Bulk/${family}/Delete/Preview` }, { method: 'POST' as const, path: `/Bulk/${family}/Delete` }] : []),
];
