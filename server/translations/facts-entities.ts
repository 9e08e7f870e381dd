import review from '../../schemas/review.json';
import type { DataTypeName } from '../../shared/data-types';
import { sharedFactsOf, type SharedFacts } from '../../shared/shared-facts';

type Json = Record<string, any>;

/**
 * The entities whose schema declares shared facts, by the path segment of their own calls (Review for
 * /api/Review/{id}): where their records are stored and which data type guards them. What is shared, and how
 * a translation names its English record, is read from the schema's declaration.
 */
const ENTITIES: Record<string, { schema: Json; table: string; idColumn: string; nameColumn: string; dataType: DataTypeName; what: string }> = {
  Review: { schema: review, table: 'reviews', idColumn: 'reviewId', nameColumn: 'name', dataType: 'Review', what: 'review' },
};

export type FactsEntity = (typeof ENTITIES)[string] & { entity: string; declared: SharedFacts };

export const FACTS_ENTITY_NAMES = Object.keys(ENTITIES);

export function factsEntity(entity: string): FactsEntity | undefined {
  const bound = ENTITIES[entity];
  const declared = bound && sharedFactsOf(bound.schema);
  return declared && { ...bound, entity, declared };
}

/** The entity whose table is `table`, for a save that checks its English-only facts. */
export function factsEntityOfTable(table: string): FactsEntity | undefined {
  const entity = Object.keys(ENTITIES).find((name) => ENTITIES[name].table === table);
  return entity ? factsEntity(entity) : undefined;
}
