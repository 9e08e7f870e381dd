import { LANGUAGES } from '../../../shared/languages';

/** A language as the sheet's column names it, with the tag the overview shows: "German (DE)". */
export function languageLabel(languageId: number): string {
  const language = LANGUAGES.find((l) => l.languageId === languageId);
  return language ? `${language.name} (${language.folder})` : String(languageId);
}
