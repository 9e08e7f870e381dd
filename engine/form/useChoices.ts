import { useEffect, useMemo, useState } from 'react';
import type { FormPart, Options } from '../descriptor/types';
import { useEngine } from '../EngineContext';
import { fill, rowLabel, type TemplateContext } from '../data/templates';
import { attributeGroupsOf, fieldsOf } from './parts';
import type { Choice, Choices } from './schema';

type Source = { key: string; options: Options };

function sourcesOf(parts: FormPart[]): Source[] {
  const fields = fieldsOf(parts).filter((f) => f.options).map((f) => ({ key: f.name, options: f.options! }));
  const items = attributeGroupsOf(parts).flatMap((g) =>
    g.items.filter((i) => i.options).map((i) => ({ key: `${g.name}__${i.settingsDataTypeId}`, options: i.options! })),
  );
  return [...fields, ...items];
}

/** Names of record values a call template reads, so choices reload when they change. */
function dependencies(options: Options): string[] {
  if (!('from' in options) || options.from !== 'call') return [];
  const text = JSON.stringify([options.call, options.exclude ?? '']);
  return [...text.matchAll(/\{record\.(\w+)\}/g)].map((m) => m[1]);
}

/** A call whose path names a record value that is still empty waits: its list is empty until then. */
function waitsForValue(path: string, ctx: TemplateContext): boolean {
  return [...path.matchAll(/\{record\.(\w+)\}/g)].some((m) => [undefined, null, ''].includes(ctx.record?.[m[1]] as never));
}

/** Loads every choice list of a form: fixed lists, the language's routes or reviews, or any call. */
export function useChoices(parts: FormPart[], ctx: TemplateContext): Choices {
  const { provider } = useEngine();
  const sources = useMemo(() => sourcesOf(parts), [parts]);
  const [choices, setChoices] = useState<Choices>({});
  const depKey = JSON.stringify(sources.flatMap((s) => dependencies(s.options).map((d) => ctx.record?.[d])));
  const recordLoaded = !!ctx.record;

  useEffect(() => {
    let live = true;
    const load = async ({ options }: Source): Promise<Choice[]> => {
      if ('fixed' in options) return options.fixed;
      if (options.from === 'routes') {
        const rows = await provider.get<{ url: string; urlTableId: number }[]>(`/Routes/ByLanguageId/${ctx.language}`);
        return rows.map((r) => ({ value: options.valueField === 'urlTableId' ? r.urlTableId : r.url, label: r.url }));
      }
      if (options.from === 'reviews') {
        const rows = await provider.get<{ value: number; label: string }[]>(`/Review/GetListOfReviewByLangId/${ctx.language}`);
        return rows.map((r) => ({ value: r.value, label: r.label }));
      }
      if (waitsForValue(options.call.path, ctx)) return [];
      const rows = await provider.call<Record<string, any>[]>(options.call, ctx);
      const excluded = options.exclude ? fill(options.exclude, ctx) : undefined;
      return rows.filter((r) => excluded === undefined || r[options.value] !== excluded).map((r) => ({ value: r[options.value], label: rowLabel(options.label, r, ctx) }));
    };
    Promise.all(sources.map(async (s) => [s.key, await load(s).catch(() => [])] as const)).then((entries) => {
      if (live) setChoices(Object.fromEntries(entries));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sources, provider, ctx.language, depKey, recordLoaded]);
  return choices;
}
