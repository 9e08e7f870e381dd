/**
 * The rows of the permissions grid as a descriptor states them: groups (Content, Settings, Tools) of data types,
 * each with the name an editor reads ("News feed", not "NewsFeed"). A field that states none shows every data
 * type under its stored name, in the specification's order.
 */
import { DATA_TYPES, type DataTypeName } from '../../../../shared/data-types';

export interface PermissionRow {
  dataType: DataTypeName;
  label: string;
}

export interface PermissionRowGroup {
  label: string;
  rows: PermissionRow[];
}

/** The `groups` param of the `permissions` field kind. */
export const PERMISSION_GROUPS_PARAM = {
  type: 'array',
  minItems: 1,
  description: 'the rows of the grid, grouped: [{ "label": "Content", "rows": [{ "dataType": "NewsFeed", "label": "News feed" }] }]',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['label', 'rows'],
    properties: {
      label: { type: 'string', minLength: 1 },
      rows: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['dataType', 'label'],
          properties: { dataType: { enum: Object.keys(DATA_TYPES) }, label: { type: 'string', minLength: 1 } },
        },
      },
    },
  },
} as const;

/** The groups a field states, or one group of every data type under its stored name. */
export function permissionGroups(stated: unknown): { label: string; rows: { dataTypeId: number; label: string }[] }[] {
  const groups = Array.isArray(stated) && stated.length ? (stated as PermissionRowGroup[]) : [{ label: 'Data types', rows: (Object.keys(DATA_TYPES) as DataTypeName[]).map((dataType) => ({ dataType, label: dataType })) }];
  return groups.map((group) => ({ label: group.label, rows: group.rows.map((row) => ({ dataTypeId: DATA_TYPES[row.dataType], label: row.label })) }));
}
