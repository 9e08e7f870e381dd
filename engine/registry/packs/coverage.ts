import { defineDisplayFormat } from '../define';

interface CoverageParams {
  /** The API path segment of the records' own calls, as the family call names it (Review). */
  entity: string;
  /** The record's screen, `{id}` standing for the version's id (`/review/{id}`). */
  to: string;
}

/** A list's coverage markers (issue 18 item 5), drawn by engine/list/cells/CoverageCell.tsx. */
export const coverage = defineDisplayFormat<CoverageParams>({
  description:
    "a row's languages as EN DE ES FR NL markers (issue 18 item 5): filled and a link to that language's version where there is one, outlined where it is missing; the column's `field` holds the record's id, `entity` names its type for the family call, `to` its screen with {id}",
  params: {
    entity: { type: 'string', pattern: '^[A-Za-z]+$', description: 'the record type as the family call names it: the first segment of its own calls (Review)' },
    to: { type: 'string', pattern: '\\{id\\}', description: "the record's screen with {id} for the version's id (/review/{id})" },
  },
  required: ['entity', 'to'],
  cell: true,
  calls: (p) => [{ path: `/Translations/Families/${p.entity}` }],
  show: () => ({ text: '' }),
});
