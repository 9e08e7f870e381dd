import { fill } from '../../data/templates';
import { serverRefusal } from '../../data/server-refusal';
import { definePack, defineSaveHook } from '../define';
import { memoryCalls, recordChecks } from '../../translation-memory/memory-data';
import { holdingMarks, markedValues } from '../../translation-memory/marks';
import { pendingChecks } from '../../translation-memory/pending-checks';

export interface MemoryChecksParams {
  entity: string;
  id: string;
  english?: string;
}

/**
 * `memoryChecks`, a step of the save of a form that creates a version of an English record: while the form is new,
 * its controller hook (engine/translation-memory/useMemoryChecks.ts) fills the empty fields the translation memory
 * knows for that English record and marks them "from memory: check"; once the record is created, this step records
 * the marks still holding (the field still has the memory's value). The record is saved by then: a refused record
 * is told on its own and does not undo the save.
 */
export const memoryChecks = defineSaveHook<MemoryChecksParams>({
  description:
    'pre-fills a new version of an English record from the translation memory and records which fields it filled ("from memory: check", readiness warns until each is edited or confirmed): `entity` (the record\'s API segment, as the Translations calls name it), `id` (a template naming the new record\'s id, "{record.blogId}"), `english` (the form field naming the English record, "parentReviewId"; the address\'s `?translationOf=` when omitted)',
  params: { entity: { type: 'string', pattern: '^[A-Za-z]+$' }, id: { type: 'string' }, english: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' } },
  required: ['entity', 'id'],
  calls: (p) => memoryCalls(p.entity),
  run: async ({ provider, ctx, params, values, tell }) => {
    const marks = holdingMarks(pendingChecks.take(params.entity), values as Record<string, unknown>);
    const id = Number(fill(params.id, ctx));
    if (!Object.keys(marks).length || !(id > 0)) return {};
    try {
      await recordChecks(provider, params.entity, id, markedValues(marks));
    } catch (error) {
      console.error('recording the memory checks failed', error);
      tell(`The new record was saved, but the fields filled from the translation memory could not be marked for checking. ${serverRefusal(error).message}`, 'danger');
    }
    return {};
  },
});

/** The translation memory's pieces of a form: pre-filling a new version and its "from memory: check" marks. */
export const memoryChecksPack = definePack({ saveHooks: { memoryChecks } });
