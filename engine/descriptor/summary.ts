import type { ScreenDescriptor, TabsHeader } from '../model/descriptor';
import { registry as appRegistry, type AnyRegistry, type SummaryOf } from '../registry/index';
import { call, FORM_SHOWN, formLines, header, json, LIST_SHOWN, listLines, trail } from './summary-lines';
import { formsOf, listsOf } from './held';

type Json = Record<string, any>;

/** Every screen's properties the summary writes before its kind's own lines. */
const COMMON = ['kind', 'route', 'id', 'title', 'titleNew', 'spec', 'permission', 'entity', 'breadcrumb'];

const indented = (lines: string[]) => lines.map((line) => `  ${line}`);
/** The top property a place lies under: "steps" for "steps[1]". */
const topOf = (at: string) => /^[^.[]+/.exec(at)?.[0] ?? at;

/**
 * A kind that writes no summary of its own: the forms and lists it holds, each under its place ("form at steps[1]:")
 * unless it is the descriptor itself, and the screens it draws inside itself.
 */
function heldSummary(d: ScreenDescriptor, registry: AnyRegistry): SummaryOf {
  const forms = formsOf(d, registry);
  const lists = listsOf(d, registry);
  const under = (at: string, kind: string, lines: string[]) => (at ? [`${kind} at ${at}:`, ...indented(lines)] : lines);
  const within = registry.screenKinds[d.kind]?.within?.(d) ?? [];
  return {
    shows: [...forms, ...lists].flatMap(({ at }) => (at ? [topOf(at)] : [])).concat(forms.some((f) => !f.at) ? FORM_SHOWN : [], lists.some((l) => !l.at) ? LIST_SHOWN : []),
    lines: () => [
      ...forms.flatMap(({ at, body }) => under(at, 'form', formLines(body))),
      ...lists.flatMap(({ at, body }) => under(at, 'list', listLines(body as Json as Parameters<typeof listLines>[0], registry))),
      ...within.map((id) => `  screen → ${id}`),
    ],
  };
}

/**
 * A plain-text account of a screen, for reviewing changes against the specification: every property of
 * the descriptor, fragments resolved, with the limits each field takes from its entity. What is particular to a
 * kind its definition writes (`summary`); a kind without one is summarised by the forms and lists it holds.
 */
export function summarize(file: string, d: ScreenDescriptor, registry: AnyRegistry = appRegistry): string {
  const x = d as Json;
  const lines = [`== ${file}`, `kind: ${d.kind}`];
  if (x.route) lines.push(`route: ${[x.route].flat().join(', ')}`);
  if (x.id) lines.push(`id: ${x.id}`);
  lines.push(`title: ${d.title}${x.titleNew ? ` / new: ${x.titleNew}` : ''}`);
  if (d.breadcrumb) lines.push(`breadcrumb: ${trail(d.breadcrumb)}`);
  for (const reference of d.spec ?? []) lines.push(`spec: ${reference}`);
  if (d.permission) lines.push(`permission: ${d.permission.dataType}${d.permission.governs ? ` (${d.permission.governs.join(', ')})` : ''}`);
  if (x.entity) lines.push(`entity: ${x.entity} (schemas/${x.entity}.json)`);
  const own = registry.screenKinds[d.kind]?.summary ?? heldSummary(d, registry);
  lines.push(...own.lines(x, registry));
  for (const [key, value] of Object.entries(x)) {
    if (COMMON.includes(key) || own.shows.includes(key) || value === undefined) continue;
    if (key === 'header') lines.push(...header(value as TabsHeader, registry));
    else if (key === 'warnWhenEmpty') lines.push(`warn when ${call(value.call)} is empty: "${value.message}"`);
    else if (key === 'history') lines.push(`history: the audit log's ${value} record`);
    else lines.push(`${key}: ${typeof value === 'string' ? value : json(value)}`);
  }
  return lines.join('\n');
}
