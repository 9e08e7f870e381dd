import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { screenVersionsRepository } from '../repositories/screen-versions';
import { checkPublished } from './check-published';
import { effectiveDescriptor } from './effective';
import { readShipped } from './shipped-files';

/**
 * The descriptor a screen runs with, as the browser loads it (GET /Screens/Published): its published change merged
 * over the shipped file, or the shipped file where there is none or the change no longer checks over a newer release.
 * Undefined when no such screen ships. Fragments are not resolved here.
 */
export async function runningDescriptor(db: Kysely<Database>, screen: string): Promise<unknown> {
  const shipped = readShipped(screen);
  if (shipped === undefined) return undefined;
  const [latest] = await screenVersionsRepository(db).history(screen);
  const merged = effectiveDescriptor(latest, shipped);
  if (!merged) return shipped;
  if (merged.stale && (await checkPublished(screen, merged.descriptor, shipped)).problems.length) return shipped;
  return merged.descriptor;
}
