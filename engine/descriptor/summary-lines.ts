import type { EntityProperty } from '../model/entity';
import { isGroup, isStatic } from '../model/parts';
import type { AnyRegistry } from '../registry/define';
import { searchedColumnsIn, searchNoun, searchParamOf } from '../registry/list-search-in';
import type { Breadcrumb, CallSpec, Column, FormBody, FormPart, HeaderEntry, Limits, ListBody, Options, RecordHeader, SaveStep } from '../model/descriptor';

type Json = Record<string, any>;

/**
 * The lines of a screen's summary (./summary.ts) that the kinds share: a form's, a list's, a call, a header. A kind's
 * definition writes its own part with them (its `summary`).
 */
export const call = (c: CallSpec) => `${c.method ?? 'GET'} ${c.path}${c.query ? `?${Object.entries(c.query).map(([k, v]) => `${k}=${v}`).join('&')}` : ''}`;
export const json = (v: unknown) => JSON.stringify(v);

/** Every property not already shown, as `key value`. */
export function rest(object: Json, shown: string[]): string[] {
  return Object.entries(object)
    .filter(([key, value]) => !shown.includes(key) && value !== undefined && !(key === 'convert' && Array.isArray(value) && value.length === 0))
    .map(([key, value]) => (value === true ? key : `${key} ${typeof value === 'string' ? `"${value}"` : json(value)}`));
}

function options(o?: Options): string {
  if (!o) return '';
  if (o.from === 'fixed') return ` options: ${(o.values as { label: string }[]).map((x) => x.label).join(' | ')}`;
  if (o.from === 'call' && o.call) return ` options: ${call(o.call)} (${o.value} → ${o.label})${o.exclude ? ` excluding ${o.exclude}` : ''}`;
  const { from, ...params } = o;
  return ` options: ${from}${Object.keys(params).length ? ` ${json(params)}` : ''}`;
}

function entity(bound?: EntityProperty): string {
  if (!bound) return '';
  const limits = [
    bound.required && 'required',
    bound.maxLength !== undefined && `max ${bound.maxLength}`,
    bound.minimum !== undefined && `min ${bound.minimum}`,
    bound.maximum !== undefined && `≤ ${bound.maximum}`,
    bound.enum && `one of ${bound.enum.map((v) => json(v)).join(', ')}`,
  ].filter(Boolean);
  return ` {${bound.entity}${limits.length ? `: ${limits.join(', ')}` : ''}}`;
}

/** A read-only value's format with its properties, the place's defaults included: "date (pattern "DD/MM/YYYY")". */
function format(spec: Column | HeaderEntry, shown: string[], place: 'list' | 'header', registry: AnyRegistry): string {
  if (!spec.format) return '';
  const defaults = registry.displayFormats[spec.format]?.defaults?.[place] ?? {};
  const params = rest({ ...defaults, ...spec } as Json, ['format', ...shown]);
  return ` ${spec.format}${params.length ? ` (${params.join(', ')})` : ''}`;
}

const limits = (l: Limits) =>
  `limits from ${call(l.from)} (${l.entity}): ${[l.min && `min ${l.min}`, l.max && `max ${l.max}`].filter(Boolean).join(', ')}${l.message ? `; "${l.message}"` : ''}`;

export function header(h: RecordHeader & { load?: CallSpec }, registry: AnyRegistry): string[] {
  return [
    `header${h.load ? ` (${call(h.load)})` : ''}:${h.name ? ` the record named by ${h.name}, with its language tag` : ''}`,
    ...(h.show ?? []).map((e) => `  ${e.label} = ${e.field}${format(e, ['label', 'field', 'empty'], 'header', registry)}${e.empty ? `; empty: "${e.empty}"` : ''}`),
  ];
}

export const trail = (b: Breadcrumb) =>
  (typeof b === 'string' ? b.split('|').map((t) => t.trim()) : b.map((i) => (typeof i === 'string' ? i : `${i.text}${i.to ? ` (→ ${i.to})` : ''}`))).join(' › ');

function parts(list: FormPart[], indent: string): string[] {
  return list.flatMap((part) => {
    if (isStatic(part)) {
      const { kind, text, ...extras } = part;
      return [`${indent}${kind}${text ? ` "${text}"` : ''}${Object.keys(extras).length ? `; ${rest(extras, []).join('; ')}` : ''}`];
    }
    if ('section' in part) {
      const extras = rest(part, ['section', 'parts']);
      return [`${indent}section "${part.section}"${extras.length ? `; ${extras.join('; ')}` : ''}`, ...parts(part.parts, `${indent}  `)];
    }
    if (isGroup(part)) {
      const extras = rest(part, ['kind', 'storage', 'name', 'items']);
      const items = part.items.map((i) => `${indent}  ${i.label} — ${i.name ?? i.settingsDataTypeId} [${i.widget}]${options(i.options)}${entity(i.bound)}${rest(i, ['label', 'name', 'settingsDataTypeId', 'widget', 'options', 'bound']).map((e) => `; ${e}`).join('')}`);
      return [`${indent}group ${part.name} (${part.storage})${extras.length ? `; ${extras.join('; ')}` : ''}`, ...items];
    }
    const extras = [...rest(part, ['name', 'label', 'widget', 'options', 'bound', 'limits']), ...(part.limits ? [limits(part.limits)] : [])];
    return [`${indent}${part.label} — ${part.name} [${part.widget}]${options(part.options)}${entity(part.bound)}${extras.length ? `; ${extras.join('; ')}` : ''}`];
  });
}

function step(s: SaveStep): string {
  const head = 'hook' in s ? `hook ${s.hook}${s.call ? ` ${call(s.call)}` : ''}` : 'call' in s ? call(s.call) : `group ${s.saveGroup}`;
  const extras = rest(s as Json, ['call', 'hook', 'saveGroup']);
  return `step: ${head}${extras.length ? `; ${extras.join('; ')}` : ''}`;
}


/** The properties of a form the form's lines show. */
export const FORM_SHOWN = ['load', 'parts', 'rules', 'save', 'notices', 'modals', 'readiness'];

/** A form's lines: its load, fields, rules, saves, notices and modals. */
export function formLines(d: FormBody): string[] {
  const lines: string[] = [];
  if (d.load) lines.push(`load: ${call(d.load.call)}${rest(d.load, ['call', 'with']).map((e) => `; ${e}`).join('')}`, ...(d.load.with ?? []).map((w) => `  with ${w.field}: ${call(w.call)}${w.pick ? `; pick "${w.pick}"` : ''}${w.take ? `; take ${json(w.take)}` : ''}`));
  lines.push(`fields:`, ...parts(d.parts, '  '));
  for (const r of d.rules ?? []) lines.push(`rule ${r.rule}: ${rest(r, ['rule', 'message']).join('; ')}; "${r.message}"`);
  if (d.save.create) lines.push(`create: ${call(d.save.create)}`);
  if (d.save.update) lines.push(`update: ${call(d.save.update)}`);
  lines.push(...(d.save.steps ?? []).map(step));
  const n = d.notices;
  lines.push(`notices: success "${n.success?.message ?? '(none)'}"${n.successOnCreate ? `, on create "${n.successOnCreate.message}"` : ''}, failure "${n.failure.message}"${n.loadFailure ? `, load failure "${n.loadFailure.message}"` : ''}`);
  lines.push(...Object.entries(n).filter(([, v]) => v?.duration).map(([k, v]) => `  ${k} lasts ${v.duration} ms`));
  for (const m of d.modals ?? []) lines.push(`modal: ${m.label} → ${m.screen}${m.hideIf ? ` hidden if ${json(m.hideIf)}` : ''}`);
  if (d.readiness) lines.push(`readiness panel: the ${d.readiness.family} rules' findings for the record, each going to its field; a refused activation with its findings`);
  return lines;
}

/** The properties of a list the list's lines show. */
export const LIST_SHOWN = ['load', 'rows', 'columns', 'filters', 'search', 'add', 'edit', 'delete', 'modals', 'import', 'bulk', 'readiness'];

/** A list's lines: its load, rows, columns, filters, search, Add, Edit, modals, delete, import and bulk changes. */
export function listLines(d: ListBody & { title: string; route?: string | string[]; id?: string }, registry: AnyRegistry): string[] {
  const lines: string[] = [];
  if (d.load) lines.push(`load: ${call(d.load)}`);
  if (d.rows) lines.push(`rows: ${d.rows.map((r) => json(r)).join(', ')}`);
  lines.push(`columns: ${d.columns.map((c) => `${c.label} ${c.field}${format(c, ['label', 'field', 'sortable'], 'list', registry)}${c.sortable ? ' sortable' : ''}`).join(' | ')}`);
  for (const f of d.filters ?? []) lines.push(`filter ${f.label} on ${f.field}${options(f.options)}${f.placeholder ? ` placeholder "${f.placeholder}"` : ''}`);
  const searched = searchedColumnsIn(d, registry);
  lines.push(searched.length ? `search: "Search ${searchNoun(d)}" over ${searched.map((c) => c.label).join(', ')}; ?${searchParamOf(d)}=` : 'search: none');
  if (d.add) lines.push(`add: ${d.add.label} → ${d.add.to ?? `modal ${d.add.modal}`}`);
  if (d.edit) lines.push(`edit: → ${d.edit.to}`);
  for (const m of d.modals ?? []) lines.push(`modal${m.row ? ' per row' : ''}: ${m.label} → ${m.screen}`);
  if (d.delete) lines.push(`delete: ${call(d.delete.call)}; notice "${d.delete.success?.message ?? '(none)'}"${d.delete.failure ? `; failure "${d.delete.failure.message}"` : ''}${d.delete.confirm ? `; confirm "${d.delete.confirm}"` : ''}`);
  if (d.import) lines.push(`import: ${d.import.family} by ${d.import.key}${d.import.language ? ' in the list language' : ''}; columns ${d.import.columns.map((c) => `${c.label} ${c.field}`).join(' | ')}`);
  if (d.bulk) {
    const sets = (d.bulk.actions ?? []).map((a) => `${a.label} sets ${a.set}${'value' in a ? ` to ${json(a.value)}` : a.pick ? ` to the ${a.pick} picked in the media library` : options(a.options!)}`);
    lines.push(`bulk: ${d.bulk.family}; ${[...sets, ...(d.bulk.delete ? ['Delete into the bin'] : []), ...(d.bulk.restore ? ['Restore from the bin'] : [])].join(' | ')}${d.bulk.languages ? '; applies to the languages ticked' : ''}`);
  }
  if (d.readiness) {
    lines.push(`readiness: ${d.readiness.family}, a column per row`);
    for (const { rule, level, message, ...params } of d.readiness.rules) lines.push(`  ${level}: ${rule} ${json(params)} "${message}"`);
  }
  return lines;
}
