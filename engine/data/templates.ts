import type { CallSpec } from '../model/descriptor';

/** Values a call template may name: {language}, {param.id}, {record.x}, {row.x}, {value}. */
export interface TemplateContext {
  language: number;
  params?: Record<string, string | undefined>;
  record?: Record<string, unknown> | null;
  row?: Record<string, unknown>;
  value?: unknown;
}

function lookup(name: string, ctx: TemplateContext): unknown {
  if (name === 'language') return ctx.language;
  if (name === 'value') return ctx.value;
  const [scope, key] = name.split('.', 2);
  const source = scope === 'param' ? ctx.params : scope === 'record' ? ctx.record : scope === 'row' ? ctx.row : undefined;
  if (!source || key === undefined) throw new Error(`unknown template value {${name}}`);
  return source[key];
}

/** Fills a template; a whole-template value keeps its type ("{language}" → 1). */
export function fill(template: string, ctx: TemplateContext): unknown {
  const whole = /^\{([\w.]+)\}$/.exec(template);
  if (whole) return lookup(whole[1], ctx);
  return template.replace(/\{([\w.]+)\}/g, (_, name: string) => String(lookup(name, ctx) ?? ''));
}

/** Fills a path template, encoding each value as one path segment. */
export function fillPath(template: string, ctx: TemplateContext): string {
  return template.replace(/\{([\w.]+)\}/g, (_, name: string) => encodeURIComponent(String(lookup(name, ctx) ?? '')));
}

/** The label of a row of a choice list: a field of the row ("name") or a template over it ("{row.languageName}/{row.url}"). */
export function rowLabel(label: string, row: Record<string, unknown>, ctx: TemplateContext): string {
  return label.includes('{') ? String(fill(label, { ...ctx, row }) ?? '') : String(row[label] ?? '');
}

/** The route parameters a template or call names ({param.id} → id), in order. */
export const routeParamsIn = (value: unknown): string[] => [...JSON.stringify(value ?? '').matchAll(/\{param\.(\w+)\}/g)].map((m) => m[1]);

/** The record values the templates anywhere in `value` read (`{record.serpId}` reads serpId), a call or a list of them. */
export const recordNamesIn = (value: unknown): string[] => [...JSON.stringify(value ?? '').matchAll(/\{record\.(\w+)\}/g)].map((m) => m[1]);

/** A call whose templates read a record value that is still empty is not made (FAQ entries of a title not yet saved). */
export function waitsForRecord(call: CallSpec, record: Record<string, any> | null | undefined): boolean {
  return recordNamesIn([call.path, call.query ?? {}]).some((name) => [undefined, null, ''].includes(record?.[name]));
}
