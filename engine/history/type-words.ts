import type { DataProvider } from '../data/provider';
import type { TemplateContext } from '../data/templates';
import type { Choices, Choice } from '../form/schema';
import type { FormBody } from '../model/descriptor';
import { sourcesOf } from '../registry/choice-sources';
import { loadChoices } from '../registry/load-choices';
import { formsOfType } from './forms-of-type';
import { fieldsOf } from '../model/parts';
import { vocabularyOf, type Vocabulary } from './vocabulary';

/**
 * The words of a record type: the open form's labels and the choices it shows first, then those of the other
 * forms that edit the type (a review's Content tab names `reviewContent`), their choices loaded from their sources.
 */
export async function typeWords(type: string, io: { provider: DataProvider; ctx: TemplateContext }, open?: { form: FormBody; choices: Choices }): Promise<Vocabulary> {
  // The open form is among the type's forms too, as another copy of its descriptor: one whose fields it all holds adds nothing.
  const held = new Set(open ? fieldsOf(open.form.parts).map((f) => f.name) : []);
  const others = (await formsOfType(type)).map((f) => f.form).filter((form) => !fieldsOf(form.parts).every((f) => held.has(f.name)));
  const known = new Set(Object.keys(open?.choices ?? {}));
  const sources = others.flatMap((form) => sourcesOf(form.parts)).filter((s) => !known.has(s.key));
  const loaded = await Promise.all(sources.map(async (s) => [s.key, await loadChoices(s.options, io).catch((): Choice[] => [])] as const));
  return vocabularyOf(open ? [open.form, ...others] : others, { ...Object.fromEntries(loaded), ...open?.choices });
}
