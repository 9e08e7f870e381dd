/** A list's import as its descriptor declares it (schemas/screen-descriptor.json, list.import). */
export interface ImportSpec {
  family: string;
  key: string;
  columns: { field: string; label: string }[];
  language?: boolean;
  noun?: string;
}

export type RowStatus = 'new' | 'changed' | 'unchanged' | 'refused' | 'left out';

export interface PreviewRow {
  line: number;
  key: string;
  status: RowStatus;
  changes?: { field: string; old: string | null; new: string | null }[];
  reason?: string;
  field?: string;
}

/** The server's answer to a preview and a write (docs/server.md, "Imports"). */
export interface ImportOutcome {
  sheet: { format: 'csv' | 'xlsx'; encoding?: string; delimiter?: string; sheetName?: string; sheetNames?: string[] };
  match: { headers: { header: string; field: string | null }[]; unknown: string[]; missing: { field: string; label: string }[] };
  ready: boolean;
  rows: PreviewRow[];
  counts: { new: number; changed: number; unchanged: number; refused: number; leftOut: number };
  importId?: number;
}
