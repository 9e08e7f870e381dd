import { Errors } from '../errors';
import { OVERVIEW_SOURCES, type OverviewSource } from '../translations/overview-sources';
import type { TranslatableEntity } from '../translations/entities';

/** A family of records readiness is computed for: a type of the translation overview with records (not a settings screen). */
export type ReadinessFamily = OverviewSource & { family: TranslatableEntity };

const FAMILIES = OVERVIEW_SOURCES.filter((s): s is ReadinessFamily => Boolean(s.family));

export const READINESS_FAMILY_NAMES: readonly string[] = FAMILIES.map((f) => f.type);

/** The family a readiness call names; 404 for another name. */
export function readinessFamily(name: string): ReadinessFamily {
  const found = FAMILIES.find((f) => f.type === name);
  if (!found) throw new Errors.NotFound(`${name} is no family of records with readiness; known: ${READINESS_FAMILY_NAMES.join(', ')}`);
  return found;
}
