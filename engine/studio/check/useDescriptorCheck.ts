import { useEffect, useState } from 'react';
import type { Entities } from '../../model/entity';
import { checkText, type Problem, type TextCheck } from './check-text';
import { FRAGMENTS, loadEntities, loadKindChecks } from './sources';
import type { KindValidator } from '../../descriptor/validate-with';

export type { Problem } from './check-text';

/** Typing is checked once it pauses this long, so a burst of keys is one check. */
const CHECK_PAUSE = 120;

/**
 * The working text checked as it changes, by the build's own check running here: the parsed JSON, the problems
 * (each at its place in the text) and, when there are none, the checked descriptor. `current` says the answer is
 * the check of the text as it is now: in the pause after a key it is still the previous text's, which must not be
 * published for the new one.
 */
export function useDescriptorCheck(screen: string, text: string, shipped?: unknown): TextCheck & { problems: Problem[]; current: boolean } {
  const [loaded, setLoaded] = useState<{ entities: Entities; validatorOf: KindValidator }>();
  const [result, setResult] = useState<TextCheck & { text?: string }>({ problems: [] });
  useEffect(() => {
    let live = true;
    void Promise.all([loadEntities(), loadKindChecks()]).then(([entities, validatorOf]) => live && setLoaded({ entities, validatorOf }));
    return () => void (live = false);
  }, []);
  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => setResult({ ...checkText(screen, text, { fragments: FRAGMENTS, ...loaded, shipped }), text }), CHECK_PAUSE);
    return () => clearTimeout(timer);
  }, [screen, text, loaded, shipped]);
  return { ...result, current: result.text === text };
}
