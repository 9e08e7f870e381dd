import { summarize } from '../../descriptor/summary';
import { checkText, fileOfScreen } from '../check/check-text';
import { FRAGMENTS, loadEntities, loadKindChecks } from '../check/sources';

/**
 * A screen's summary as the snapshot prints it (tests/engine/__snapshots__/screens.txt), made from a raw descriptor
 * by the studio's own check (the checks the build compiled: the page's policy allows no compiling here): fragments
 * resolved, fields bound to their entity. A descriptor with a mistake throws the check's first message.
 */
export async function screenSummary(screen: string, raw: unknown): Promise<string> {
  const [entities, validatorOf] = await Promise.all([loadEntities(), loadKindChecks()]);
  const { checked, problems } = checkText(screen, JSON.stringify(raw), { fragments: FRAGMENTS, entities, validatorOf });
  if (!checked) throw new Error(problems[0] ? `at ${problems[0].at}: ${problems[0].message}` : 'the descriptor does not pass the check');
  return summarize(fileOfScreen(screen), checked);
}
