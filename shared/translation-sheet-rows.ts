/** What an imported row of a translation sheet does: writes a changed text, creates the missing version with it, nothing, or nothing because it is refused. */
export type RowStatus = 'changed' | 'created' | 'unchanged' | 'refused';

/** A row of a translation sheet's import as its preview shows it, the server's answer and the dialog's table alike. */
export interface PlannedRow {
  line: number;
  record: string;
  entity: string;
  englishId: number;
  /** The version in the sheet's language; null where the import creates it. */
  id: number | null;
  field: string;
  old: string;
  new: string;
  status: RowStatus;
  reason?: string;
}
