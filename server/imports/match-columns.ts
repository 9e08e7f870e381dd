/** A column a list imports: its field and the label the list's descriptor gives it. */
export interface ImportColumn {
  field: string;
  label: string;
}

/** How a file's headers were matched to the columns: each header's field (null: left out), the headers matched to none, the required columns no header fills. */
export interface ColumnMatch {
  headers: { header: string; field: string | null }[];
  unknown: string[];
  missing: ImportColumn[];
}

/** "Net  Profit 2y" and "net profit 2Y" are one header; so are "lenderName" and "Lender Name". */
export const headerKey = (text: string) => text.normalize('NFC').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().replace(/[\s_\-.]+/g, ' ').trim();

/**
 * Matches a file's headers to the columns, by label or field name, case and spacing aside; `chosen` (header → field,
 * or '' for "leave out") is the editor's mapping of those that did not match, and overrides a match. A field is
 * filled by one header at most: a second header naming it is unknown.
 */
export function matchColumns(headers: string[], columns: ImportColumn[], required: string[], chosen: Record<string, string> = {}): ColumnMatch {
  const byKey = new Map<string, string>();
  for (const column of columns) {
    byKey.set(headerKey(column.label), column.field);
    byKey.set(headerKey(column.field), column.field);
  }
  const fields = new Set(columns.map((c) => c.field));
  const taken = new Set<string>();
  const matched = headers.map((header) => {
    const asked = Object.prototype.hasOwnProperty.call(chosen, header) ? chosen[header] : undefined;
    const field = asked !== undefined ? (asked === '' || !fields.has(asked) ? null : asked) : (byKey.get(headerKey(header)) ?? null);
    if (field === null || taken.has(field)) return { header, field: null, leftOut: asked === '' };
    taken.add(field);
    return { header, field, leftOut: false };
  });
  return {
    headers: matched.map(({ header, field }) => ({ header, field })),
    unknown: matched.filter((m) => m.field === null && !m.leftOut).map((m) => m.header),
    missing: columns.filter((c) => required.includes(c.field) && !taken.has(c.field)),
  };
}
