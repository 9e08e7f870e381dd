import { fill } from '../../data/templates';
import { defineSaveHook } from '../define';
import { serverRefusal } from '../../data/server-refusal';

/** The address parameter naming the English record a new record translates (the overview's "Create from English"). */
export const TRANSLATION_OF_PARAM = 'translationOf';

/** The English record the address names, if any. */
export function englishIdOfAddress(search: string = window.location.search): number | null {
  const value = Number(new URLSearchParams(search).get(TRANSLATION_OF_PARAM));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * `linkToEnglish`: after a record is created from English (`?translationOf=<englishId>` in the address), it is
 * linked to that English record through PUT /Translations/Link/{entity}/{id}. A new record has no route
 * referencing English yet, so the explicit link is the one the server accepts for every type. The record is saved
 * by then: a refused link is told on its own and does not undo the save.
 */
export const linkToEnglish = defineSaveHook<{ entity: string; id: string }>({
  description:
    'links a record created from English (the address names `?translationOf=<englishId>`) to that English record: `entity` (the API segment of the Translations calls), `id` (a template naming the new record\'s id, "{record.pageId}"); nothing when the address names none',
  params: { entity: { type: 'string', pattern: '^[A-Za-z]+$' }, id: { type: 'string' } },
  required: ['entity', 'id'],
  calls: (p) => [{ method: 'PUT', path: `/Translations/Link/${p.entity}/{record.id}` }],
  run: async ({ provider, ctx, params, tell }) => {
    const englishId = englishIdOfAddress();
    const id = Number(fill(params.id, ctx));
    if (englishId === null || !(id > 0)) return {};
    try {
      await provider.send({ method: 'PUT', path: `/Translations/Link/${encodeURIComponent(params.entity)}/${id}`, body: { englishId } });
    } catch (error) {
      console.error('link to English failed', error);
      tell(`The new record was saved, but it could not be linked to its English version. ${serverRefusal(error).message}`, 'danger');
    }
    return {};
  },
});
