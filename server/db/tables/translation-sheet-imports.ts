import type { Generated } from 'kysely';

/** One import of a translation sheet (migration 1310), kept so it can be undone as one change. */
export interface TranslationSheetImportTable {
  importId: Generated<number>;
  /** The sheet's language. */
  languageId: number;
  importedBy: number;
  importedByName: string;
  /** ISO time of the import. */
  importedAt: string;
  /** JSON: the versions written (server/translations/sheet/imports-repository.ts, SheetWrite[]). */
  writes: string;
  /** ISO time of its undo; null while it stands. */
  undoneAt: string | null;
}

declare module '../schema' {
  interface Database {
    translation_sheet_imports: TranslationSheetImportTable;
  }
}
