import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { peekShipped, shippedScreens } from '../screens/shipped-files';
import { runningDescriptor } from '../screens/running-descriptor';
import type { DeclaredReadinessRule } from './engine';

type Declaring = { kind?: string; readiness?: { family?: string; rules?: DeclaredReadinessRule[] } };

/** The shipped list screens that declare readiness for a family: looked at per call, as a release replaces the files. */
function screensDeclaring(family: string): string[] {
  return shippedScreens().filter((screen) => {
    const shipped = peekShipped(screen) as Declaring | undefined;
    return shipped?.kind === 'list' && shipped.readiness?.family === family;
  });
}

export interface FamilyRules {
  /** The list screen whose descriptor declares them ("reviews/reviews-list"); none when no list does. */
  screen?: string;
  rules: DeclaredReadinessRule[];
}

/**
 * A family's readiness rules as its list runs them: the published change of the list's descriptor over the shipped
 * file (server/screens/running-descriptor.ts), so a rule edited in the studio counts on the server at once. A family
 * no list declares rules for has none (every record ready).
 */
export async function declaredRules(db: Kysely<Database>, family: string): Promise<FamilyRules> {
  const [screen] = screensDeclaring(family);
  if (!screen) return { rules: [] };
  const running = (await runningDescriptor(db, screen)) as Declaring | undefined;
  return { screen, rules: running?.readiness?.family === family ? (running.readiness.rules ?? []) : [] };
}
