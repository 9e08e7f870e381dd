import { loadChecking } from '../../engine/node';
import { PROJECT_ROOT, fileOf } from './shipped-files';
import { readinessRuleProblems } from '../readiness/check-rules';

/**
 * Checks of a descriptor part only the server can make (its tables' columns), run once the engine's check passes:
 * each answers the problems it finds.
 */
const SERVER_CHECKS: ((descriptor: unknown) => Promise<Problem[]>)[] = [readinessRuleProblems];

export interface Problem {
  at: string;
  message: string;
}

/** What a refused descriptor answers: the first problem as the build prints it, and all of them. */
export interface CheckResult {
  problems: Problem[];
  /** "screens/x.json: at parts[0].name: …" */
  first?: string;
}

/**
 * The check of a descriptor a person publishes: the same one the build runs (fragments, the format, the registry's
 * names, the entity's fields, references), over the descriptor as it would run, then that it reaches no further
 * than the shipped screen (its data type, kind, route, id and calls stay as shipped), and then the server's own checks.
 */
export async function checkPublished(screen: string, descriptor: unknown, shippedNow: unknown, root = PROJECT_ROOT): Promise<CheckResult> {
  const { checkDescriptor, readFragments, widenedPermissions } = await loadChecking();
  const file = fileOf(screen);
  const fragments = readFragments(root);
  try {
    const changed = checkDescriptor(root, file, descriptor, fragments);
    const widened = widenedPermissions(checkDescriptor(root, file, shippedNow, fragments), changed);
    if (!widened) {
      const problems = (await Promise.all(SERVER_CHECKS.map((check) => check(descriptor)))).flat();
      return problems.length ? { problems, first: `${file}: at ${problems[0].at}: ${problems[0].message}` } : { problems: [] };
    }
    const [, at, message] = /^at (.*?): ([\s\S]*)$/.exec(widened) ?? ['', '', widened];
    return { problems: [{ at, message }], first: `${file}: ${widened}` };
  } catch (error) {
    if ((error as Error).name !== 'DescriptorError') throw error;
    const { place, expected, message } = error as Error & { place: string; expected: string };
    return { problems: [{ at: place, message: expected }], first: message };
  }
}
