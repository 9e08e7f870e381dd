import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRANSLATABLE_ENTITIES, type TranslatableEntity } from '../../translations/entities';
import { prefill } from '../prefill';

/**
 * What the translation memory would fill in new versions of these English records in the language, field by field
 * (the prefill call's answer, from records the caller may read there): the translation sheet fills its empty target
 * cells with it on export and marks the imported texts that equal it ("from memory: check").
 */
export async function memoryFills(app: FastifyInstance, req: FastifyRequest, entity: TranslatableEntity, englishIds: number[], languageId: number): Promise<Map<number, Record<string, string>>> {
  const fills = new Map<number, Record<string, string>>();
  if (!englishIds.length) return fills;
  const readable: string[] = [];
  for (const e of TRANSLATABLE_ENTITIES) if ((await req.allowedLanguages({ dataType: e.dataType, action: 'read' })).includes(languageId)) readable.push(e.entity);
  if (!readable.includes(entity.entity)) return fills;
  const memory = app.translationMemory;
  await memory.ready();
  for (const englishId of new Set(englishIds)) {
    const english = await memory.repository.record(entity.table, entity.idColumn, englishId);
    if (!english || Number(english.languageId) !== 1) continue;
    const answer = await prefill(memory.repository, { entity, english, englishId, languageId, readable });
    const fields = Object.fromEntries(Object.entries(answer.fields).map(([field, { value }]) => [field, value]));
    if (Object.keys(fields).length) fills.set(englishId, fields);
  }
  return fills;
}
