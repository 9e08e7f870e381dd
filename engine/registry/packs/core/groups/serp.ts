import type { CallSpec, GroupPart } from '../../../../model/descriptor';
import { defineGroupStorage, type Entry } from '../../../define';

type Row = Record<string, any>;
const READ: CallSpec = { path: '/Serps/{record.serpId}' };
const CREATE: CallSpec = { method: 'POST', path: '/Serps' };
const UPDATE: CallSpec = { method: 'PUT', path: '/Serps' };
const FIELDS = ['serpTitle', 'serpDescription', 'subtitle'] as const;

const present = (v: unknown) => v !== undefined && v !== null && v !== '' && v !== 0;

/**
 * The SERP of a record (first document, sections 3 and 4: serpTitle, serpDescription, subtitle): read by the
 * record's serpId (nothing while it has none), saved as a step: created when the record has no serpId, updated
 * otherwise. The step answers the SERP, so `pass` hands serpId (and subtitle) to the record's own save.
 * `dataTypeId` 1 for reviews, 9 for pages; `tableField` names the record's id sent as tableId. A text the group
 * leaves out of its items is sent as the record's own field (a page edits its subtitle as a page field).
 */
export const serp = defineGroupStorage({
  description: "a record's SERP (serpTitle, serpDescription, subtitle), created or updated by a `saveGroup` step that answers serpId",
  layout: 'fixed',
  entity: 'serp',
  params: { dataTypeId: { enum: [1, 9, 51] }, tableField: { type: 'string' } },
  required: ['dataTypeId'],
  count: () => 1,
  itemKey: (item) => item.name ?? '',
  audit: { table: 'serps', idField: 'serpId' },
  load: () => READ,
  calls: () => [READ, CREATE, UPDATE],
  toEntries(stored): Entry[] {
    const row: Row = stored && typeof stored === 'object' ? stored : {};
    return [Object.fromEntries(FIELDS.map((f) => [f, row[f] ?? '']))];
  },
  async save({ provider, group, entries, stored, record, ctx }) {
    const { dataTypeId, tableField } = group as GroupPart & { dataTypeId: number; tableField?: string };
    const serpId = (stored as Row | undefined)?.serpId ?? record.serpId;
    // A SERP text the group does not show is the record's own field of that name (a page's subtitle is the page's).
    const shown = new Set(group.items.map((item) => item.name));
    const text = (f: string) => (shown.has(f) ? entries[0]?.[f] : record[f]);
    const texts = Object.fromEntries(FIELDS.map((f) => [f, text(f) === '' || text(f) === undefined ? null : text(f)]));
    const body = { ...texts, dataTypeId, ...(tableField && present(record[tableField]) && { tableId: record[tableField] }) };
    return provider.call<Row>(present(serpId) ? UPDATE : CREATE, { ...ctx, record }, present(serpId) ? { ...body, serpId } : body);
  },
});
