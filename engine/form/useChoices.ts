import { useEffect, useMemo, useState } from 'react';
import type { FormPart, Options } from '../model/descriptor';
import { useEngine } from '../EngineContext';
import type { TemplateContext } from '../data/templates';
import { registry, type OptionSourceDefinition } from '../registry/index';
import { choiceCalls, loadChoices } from '../registry/load-choices';
import { sourcesOf, type ChoiceSource } from '../registry/choice-sources';
import type { Choice, Choices } from './schema';

type Source = ChoiceSource;
const sourceOf = (options: Options) => (registry.optionSources as Record<string, OptionSourceDefinition>)[options.from];

/**
 * Loads every choice list of a form from its registered option source. `ready` once the lists read from the
 * server are in for the form's language: until then a select would show its stored value as empty. A list that
 * makes no call (fixed values) is not waited for.
 */
export function useChoices(parts: FormPart[], ctx: TemplateContext): { choices: Choices; ready: boolean } {
  const { provider } = useEngine();
  const sources = useMemo(() => sourcesOf(parts), [parts]);
  const [loaded, setLoaded] = useState<{ choices: Choices; language?: number }>({ choices: {} });
  const depKey = JSON.stringify(sources.flatMap((s) => (sourceOf(s.options).dependsOn?.(s.options) ?? []).map((d) => ctx.record?.[d])));
  const recordLoaded = !!ctx.record;

  useEffect(() => {
    let live = true;
    const load = (s: Source): Promise<Choice[]> => loadChoices(s.options, { provider, ctx });
    Promise.all(sources.map(async (s) => [s.key, await load(s).catch(() => [])] as const)).then((entries) => {
      if (live) setLoaded({ choices: Object.fromEntries(entries), language: ctx.language });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sources, provider, ctx.language, depKey, recordLoaded]);
  const waits = useMemo(() => sources.some((s) => choiceCalls(s.options).length), [sources]);
  return { choices: loaded.choices, ready: !waits || loaded.language === ctx.language };
}
