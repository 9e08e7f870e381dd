import { DescriptorError } from './descriptor-error';
import type { FormBody } from '../model/descriptor';
import { placeIn } from './held';
import { routeParamsIn } from '../data/templates';
import { languageFieldOf } from '../model/language-field';

/**
 * A form on a route of its own that reads its record by a route parameter and saves a field as the screen's language
 * must name that parameter (`load.idParam`): the record opened by its address then decides the screen's language.
 * Without it, a German record opened in an English tab was shown in English surroundings and saved as English.
 * A form under tabs is left to its tabs screen, whose header record decides the language.
 */
export function checkRecordLanguage(file: string, at: string, form: FormBody, onRoute: boolean): void {
  const load = form.load as { call?: unknown; idParam?: string } | undefined;
  if (!onRoute || !load?.call || load.idParam) return;
  const [param] = routeParamsIn(load.call);
  const languageField = languageFieldOf(form);
  if (!param || !languageField) return;
  throw new DescriptorError(
    file,
    placeIn(at, 'load.idParam'),
    `is missing: the form reads its record by {param.${param}} and saves ${languageField} as the screen's language, so a record opened by its address in another language would be saved in the screen's; add "idParam": "${param}"`,
  );
}
