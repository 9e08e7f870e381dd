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

/** Loads a choice list from its registered source, leaving out what `except` names. */
export async function loadChoices(options: Options, io: { provider: DataProvider; ctx: TemplateContext }, registry: AnyRegistry = appRegistry): Promise<Choice[]> {
  const source = (registry.optionSources as Record<string, OptionSourceDefinition>)[options.from];
  const except = options.except as Except | undefined;
  const [choices, saved] = await Promise.all([source.load({ ...io, options }), except ? io.provider.call<Row[]>(except.call, io.ctx) : undefined]);
  if (!except) return choices;
  const taken = new Set((Array.isArray(saved) ? saved : []).map((row) => String(row?.[except.field])));
  return choices.filter((choice) => !taken.has(String(choice.value)));
}
