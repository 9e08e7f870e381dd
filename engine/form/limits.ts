import type { Field, FormPart, Limits } from '../model/descriptor';
import type { DataProvider } from '../data/provider';
import { fillPath, type TemplateContext } from '../data/templates';
import { fieldsOf } from '../model/parts';

type Row = Record<string, unknown>;
/** A field's bounds as the rjsf schema takes them. */
export interface Range {
  minimum?: number;
  maximum?: number;
}
/** The bounds of each limited field, by its name. */
export type LoadedLimits = Record<string, Range>;

const callKey = (limits: Limits, ctx: TemplateContext) => `${limits.from.method ?? 'GET'} ${fillPath(limits.from.path, ctx)} ${JSON.stringify(limits.from.query ?? {})}`;
const numberOf = (value: unknown) => (value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? undefined : Number(value));

/**
 * Reads the records that bound a form's numbers (a page's comparison box: the language's comparison settings),
 * each distinct call once, and answers each limited field's minimum and maximum. A record that is missing or
 * fails to load bounds nothing: the field is then limited by its entity alone.
 */
export async function loadLimits(provider: DataProvider, parts: FormPart[], ctx: TemplateContext): Promise<LoadedLimits> {
  const limited = fieldsOf(parts).filter((f): f is Field & { limits: Limits } => !!f.limits);
  const records = new Map<string, Promise<Row | null>>();
  const recordOf = (limits: Limits) => {
    const key = callKey(limits, ctx);
    if (!records.has(key)) {
      const answer = provider.call<Row | Row[] | null>(limits.from, ctx).then((r) => (Array.isArray(r) ? (r[0] ?? null) : r), (error) => {
        console.error('limits load failed', error);
        return null;
      });
      records.set(key, answer);
    }
    return records.get(key)!;
  };
  const entries = await Promise.all(
    limited.map(async (field) => {
      const record = await recordOf(field.limits);
      const range: Range = {};
      const [minimum, maximum] = [numberOf(field.limits.min && record?.[field.limits.min]), numberOf(field.limits.max && record?.[field.limits.max])];
      if (minimum !== undefined) range.minimum = minimum;
      if (maximum !== undefined) range.maximum = maximum;
      return [field.name, range] as const;
    }),
  );
  return Object.fromEntries(entries.filter(([, range]) => Object.keys(range).length));
}

/** How a range reads under its field and in its message. */
export function rangeText({ minimum, maximum }: Range): string {
  if (minimum !== undefined && maximum !== undefined) return `between ${minimum} and ${maximum}`;
  return minimum !== undefined ? `at least ${minimum}` : `at most ${maximum}`;
}

/** The message for a value out of its field's range, or undefined when it fits (an empty value fits: required is another rule). */
export function outOfRange(field: Field, value: unknown, range: Range | undefined): string | undefined {
  const number = numberOf(value);
  if (!range || number === undefined) return undefined;
  const fits = (range.minimum === undefined || number >= range.minimum) && (range.maximum === undefined || number <= range.maximum);
  if (fits) return undefined;
  const text = rangeText(range);
  return field.limits?.message?.replace('{min}', String(range.minimum ?? '')).replace('{max}', String(range.maximum ?? '')) ?? `Must be ${text}`;
}

/** The calls the limits of a form's fields make, for the conformance test. */
export const limitCalls = (parts: FormPart[]) => fieldsOf(parts).flatMap((f) => (f.limits ? [f.limits.from] : []));
