import { LANGUAGE_IDS } from '../../../../shared/languages';
import { edited, partAt, type Json, type PartPath } from './parts-path';

/**
 * A part hidden or shown per language, in the descriptor's own condition format: hidden in Dutch is
 * `{ "not": { "language": 6 } }`, shown in English only `{ "language": 1 }`. Whatever else the part's `showIf`
 * states is kept, the language part joined to it with `all`.
 */
type Condition = Json;

const languageOf = (c: Condition): number | undefined => (c && typeof c.language === 'number' && Object.keys(c).length === 1 ? c.language : undefined);
const hiddenLanguageOf = (c: Condition): number | undefined => (c && c.not && Object.keys(c).length === 1 ? languageOf(c.not) : undefined);
const isLanguagePart = (c: Condition) => languageOf(c) !== undefined || hiddenLanguageOf(c) !== undefined;

/** The conditions of a showIf side by side: the items of an `all`, or the condition itself. */
const conjuncts = (showIf: Condition | undefined): Condition[] => (!showIf ? [] : Array.isArray(showIf.all) && Object.keys(showIf).length === 1 ? showIf.all : [showIf]);

/** The languages a part is shown in, as its showIf's language conditions say (all of them when none does). */
export function shownLanguages(showIf: Condition | undefined): number[] {
  let shown = [...LANGUAGE_IDS];
  for (const c of conjuncts(showIf)) {
    const only = languageOf(c);
    const hidden = hiddenLanguageOf(c);
    if (only !== undefined) shown = shown.filter((l) => l === only);
    if (hidden !== undefined) shown = shown.filter((l) => l !== hidden);
  }
  return shown;
}

/** The showIf that shows the part in `shown` and keeps every other condition it had; undefined when nothing is left. */
export function withShownLanguages(showIf: Condition | undefined, shown: number[]): Condition | undefined {
  const others = conjuncts(showIf).filter((c) => !isLanguagePart(c));
  const hidden = LANGUAGE_IDS.filter((l) => !shown.includes(l));
  const languages = !hidden.length ? [] : shown.length === 1 ? [{ language: shown[0] }] : hidden.map((language) => ({ not: { language } }));
  const all = [...others, ...languages];
  return all.length === 0 ? undefined : all.length === 1 ? all[0] : { all };
}

/** The part at `path` shown in that language or not. */
export function showInLanguage(descriptor: Json, path: PartPath, languageId: number, show: boolean): Json {
  return edited(descriptor, (copy) => {
    const part = partAt(copy, path);
    const now = shownLanguages(part.showIf);
    const shown = show ? [...new Set([...now, languageId])] : now.filter((l) => l !== languageId);
    const showIf = withShownLanguages(part.showIf, LANGUAGE_IDS.filter((l) => shown.includes(l)));
    if (showIf) part.showIf = showIf;
    else delete part.showIf;
  });
}
