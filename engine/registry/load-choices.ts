import type { CallSpec, Options } from '../model/descriptor';
import type { DataProvider } from '../data/provider';
import type { TemplateContext } from '../data/templates';
import { registry as appRegistry, type AnyRegistry, type Choice, type OptionSourceDefinition } from './index';

type Row = Record<string, unknown>;

/**
 * What any option source may take besides its own properties: `except` leaves out the choices already saved,
 * those whose value is the `field` of a row that `call` answers (the Add Country dialog offers only the
 * built-in countries not yet in the list).
 */
export interface Except {
  call: CallSpec;
  field: string;
}

/** The calls a choice list makes: its source's, and its `except` call. */
export function choiceCalls(options: Options | undefined, registry: AnyRegistry = appRegistry): CallSpec[] {
  if (!options) return [];
  return [...(registry.optionSources[options.from]?.calls(options) ?? []), ...(options.except ? [(options.except as Except).call] : [])];
}

const sourceOf = (options: Options, registry: AnyRegistry) => (registry.optionSources as Record<string, OptionSourceDefinition>)[options.from];

/** Loads a choice list from its registered source, leaving out what `except` names. */
export async function loadChoices(options: Options, io: { provider: DataProvider; ctx: TemplateContext }, registry: AnyRegistry = appRegistry): Promise<Choice[]> {
  const source = sourceOf(options, registry);
  const except = options.except as Except | undefined;
  const list = source.load
    ? source.load({ ...io, options })
    : Promise.all(source.calls(options).map((call) => io.provider.call(call, io.ctx))).then((answers) => source.fromAnswers(answers, { ctx: io.ctx, options }));
  const [choices, saved] = await Promise.all([list, except ? io.provider.call<Row[]>(except.call, io.ctx) : undefined]);
  return except ? leaveOut(choices, saved, except) : choices;
}

/**
 * A choice list at once, where its source makes it from its calls' answers and every one of them (its `except`'s
 * too) was read ahead and has come (DataProvider.peek); else undefined, and the list is loaded.
 */
export function choicesNow(options: Options, io: { provider: DataProvider; ctx: TemplateContext }, registry: AnyRegistry = appRegistry): Choice[] | undefined {
  const source = sourceOf(options, registry);
  if (!source.fromAnswers || !io.provider.peek) return undefined;
  const except = options.except as Except | undefined;
  const answers = [...source.calls(options), ...(except ? [except.call] : [])].map((call) => io.provider.peek!(call, io.ctx));
  if (answers.some((answer) => answer === undefined)) return undefined;
  const data = answers.map((answer) => answer!.data);
  const choices = source.fromAnswers(except ? data.slice(0, -1) : data, { ctx: io.ctx, options });
  return except ? leaveOut(choices, data[data.length - 1], except) : choices;
}

/** The choices whose value no row of `saved` holds in the `except` field. */
function leaveOut(choices: Choice[], saved: unknown, except: Except): Choice[] {
  const taken = new Set((Array.isArray(saved) ? saved : []).map((row: Row) => String(row?.[except.field])));
  return choices.filter((choice) => !taken.has(String(choice.value)));
}
