import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormPart, Options } from '../model/descriptor';
import { useEngine } from '../EngineContext';
import { recordNamesIn, type TemplateContext } from '../data/templates';
import { registry, type OptionSourceDefinition } from '../registry/index';
import { choiceCalls, choicesNow, loadChoices } from '../registry/load-choices';
import { sourcesOf, type ChoiceSource } from '../registry/choice-sources';
import type { Choice, Choices } from './schema';

type Source = ChoiceSource;
const sourceOf = (options: Options) => (registry.optionSources as Record<string, OptionSourceDefinition>)[options.from];

/**
 * The record's values a choice list reads: those its source declares (`dependsOn`), and those its calls name
 * (`{record.x}` in its source's calls or its `except`). Its list is loaded again when one of them changes.
 */
const recordValuesRead = (options: Options) => new Set([...(sourceOf(options).dependsOn?.(options) ?? []), ...recordNamesIn(choiceCalls(options))]);

/** A list known without loading: its source's `known` values, with nothing to leave out (`except`). */
const knownList = (options: Options) => (options.except ? undefined : sourceOf(options).known?.(options));

type Lists = Map<string, { key: string; choices: Choice[] }>;
type Io = Parameters<typeof choicesNow>[1];
/**
 * The lists there from the first draw: those their source knows, and those made from reads done ahead and answered
 * (choicesNow: a form drawn after its reads came draws its choices with its record).
 */
const listsNow = (sources: Source[], keys: string[], io: Io): Lists =>
  new Map(
    sources.flatMap((s, i) => {
      const now = knownList(s.options) ?? choicesNow(s.options, io);
      return now ? [[s.key, { key: keys[i], choices: now }] as const] : [];
    }),
  );
const choicesIn = (lists: Lists): Choices => Object.fromEntries([...lists].map(([key, list]) => [key, list.choices]));

/**
 * Loads every choice list of a form from its registered option source. `ready` once the lists read from the
 * server are in for the form's language: until then a select would show its stored value as empty. A list that
 * makes no call (fixed values) is not waited for, and one its source knows (`known`) is there from the first draw.
 */
export function useChoices(parts: FormPart[], ctx: TemplateContext): { choices: Choices; ready: boolean } {
  const { provider } = useEngine();
  const sources = useMemo(() => sourcesOf(parts), [parts]);
  const read = useMemo(() => sources.map((s) => [...recordValuesRead(s.options)]), [sources]);
  // Each list by what it is loaded for: the language and the record's values it reads. A form whose lists read none
  // loads them once, not again with its record; a list whose values change is loaded again, the others kept.
  const keys = sources.map((_, i) => JSON.stringify([ctx.language, read[i].map((d) => ctx.record?.[d])]));
  const depKey = keys.join(' ');
  const kept = useRef<{ sources: Source[]; lists: Lists } | null>(null);
  if (kept.current?.sources !== sources) kept.current = { sources, lists: listsNow(sources, keys, { provider, ctx }) };
  const waits = useMemo(() => sources.some((s) => choiceCalls(s.options).length), [sources]);
  // Lists read from the server are for a language: none is in before the first load answers, unless all are there now.
  const [loaded, setLoaded] = useState<{ choices: Choices; language?: number }>(() => {
    const { lists } = kept.current!;
    const all = sources.every((s) => !choiceCalls(s.options).length || lists.has(s.key));
    return { choices: choicesIn(lists), language: waits && !all ? undefined : ctx.language };
  });

  useEffect(() => {
    let live = true;
    const { lists } = kept.current!;
    const load = async (s: Source, key: string): Promise<Choice[]> => {
      const was = lists.get(s.key);
      if (was?.key === key) return was.choices;
      const choices = await loadChoices(s.options, { provider, ctx });
      if (live) lists.set(s.key, { key, choices });
      return choices;
    };
    Promise.all(sources.map(async (s, i) => [s.key, await load(s, keys[i]).catch(() => [])] as const)).then((entries) => {
      if (!live) return;
      // The same lists for the same language: no new choices object, so the form is not drawn again for nothing.
      setLoaded((was) =>
        was.language === ctx.language && entries.length === Object.keys(was.choices).length && entries.every(([key, list]) => was.choices[key] === list)
          ? was
          : { choices: Object.fromEntries(entries), language: ctx.language },
      );
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sources, provider, ctx.language, depKey]);
  return { choices: loaded.choices, ready: !waits || loaded.language === ctx.language };
}
