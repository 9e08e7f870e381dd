import { loadReadiness, type DeclaredReadinessRule } from './engine';
import { factColumn } from './facts';
import { readinessFamily } from './families';

type Declaring = { readiness?: { family?: string; rules?: DeclaredReadinessRule[] } };

/**
 * What only the server can tell of a descriptor's readiness rules before they run: the family exists, and every
 * field a rule reads is a column of its table (or of its SERP record) and every link target an entity. The same
 * SQL the computation builds is built here, so a rule the studio publishes can never make the family's readiness,
 * or the activation of its records, fail later.
 */
export async function readinessRuleProblems(descriptor: unknown): Promise<{ at: string; message: string }[]> {
  const readiness = (descriptor as Declaring | null)?.readiness;
  if (!readiness?.rules?.length) return [];
  let family: ReturnType<typeof readinessFamily>;
  try {
    family = readinessFamily(String(readiness.family));
  } catch (error) {
    return [{ at: 'readiness.family', message: (error as Error).message }];
  }
  const engine = await loadReadiness();
  const problems: { at: string; message: string }[] = [];
  readiness.rules.forEach((rule, at) => {
    try {
      for (const fact of engine.factsNeeded([rule], engine.registry)) factColumn(family, fact);
    } catch (error) {
      problems.push({ at: `readiness.rules[${at}]`, message: (error as Error).message });
    }
  });
  return problems;
}
