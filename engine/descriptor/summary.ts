import type { CallSpec, FormPart, Options, ScreenDescriptor } from './types';

const call = (c: CallSpec) => `${c.method ?? 'GET'} ${c.path}${c.query ? `?${Object.entries(c.query).map(([k, v]) => `${k}=${v}`).join('&')}` : ''}`;

function options(o?: Options): string {
  if (!o) return '';
  if ('fixed' in o) return ` options: ${o.fixed.map((x) => x.label).join(' | ')}`;
  if (o.from === 'call') return ` options: ${call(o.call)} (${o.value} → ${o.label})`;
  return ` options: ${o.from}`;
}

function parts(list: FormPart[], indent: string): string[] {
  return list.flatMap((part) => {
    if ('section' in part) return [`${indent}section "${part.section}"${part.showIf ? ` if ${JSON.stringify(part.showIf)}` : ''}`, ...parts(part.parts, `${indent}  `)];
    if ('kind' in part) {
      return [`${indent}attributes ${part.name} (dataTypeId ${part.dataTypeId}) × ${part.count}: ${part.items.map((i) => `${i.label} [${i.widget}, ${i.settingsDataTypeId}]`).join(', ')}`];
    }
    const extras = [
      part.required && `required "${part.required}"`,
      part.pattern && `pattern ${part.pattern.regex} "${part.pattern.message}"`,
      part.convert?.length && `convert ${part.convert.join(', ')}`,
      part.showIf && `if ${JSON.stringify(part.showIf)}`,
      part.hidden && 'hidden',
      part.onChange && `on change ${JSON.stringify(part.onChange)}`,
      part.nullIf && `null if ${JSON.stringify(part.nullIf)}`,
    ].filter(Boolean);
    return [`${indent}${part.label} — ${part.name} [${part.widget}]${options(part.options)}${extras.length ? `; ${extras.join('; ')}` : ''}`];
  });
}

/** A plain-text account of a screen, for reviewing changes to screens against the specification. */
export function summarize(file: string, d: ScreenDescriptor): string {
  const lines = [`== ${file}`, `kind: ${d.kind}`];
  if ('route' in d && d.route) lines.push(`route: ${[d.route].flat().join(', ')}`);
  if ('id' in d && d.id) lines.push(`id: ${d.id}`);
  lines.push(`title: ${d.title}${'titleNew' in d && d.titleNew ? ` / new: ${d.titleNew}` : ''}`);
  if (d.permission) lines.push(`permission: ${d.permission.dataType}${d.permission.governs ? ` (${d.permission.governs.join(', ')})` : ''}`);
  switch (d.kind) {
    case 'hub':
    case 'tiles-log':
      lines.push(...d.tiles.map((t) => `  tile ${t.label} → ${'to' in t ? t.to : t.value}`));
      break;
    case 'tabs':
      lines.push(...d.tabs.map((t) => `  tab ${t.title} → ${t.screen}`));
      break;
    case 'list':
      if (d.load) lines.push(`load: ${call(d.load)}`);
      if (d.rows) lines.push(`rows: ${d.rows.map((r) => JSON.stringify(r)).join(', ')}`);
      lines.push(`columns: ${d.columns.map((c) => c.label).join(' | ')}`);
      if (d.order) lines.push(`order: ${JSON.stringify(d.order)}`);
      for (const f of d.filters ?? []) lines.push(`filter ${f.label} on ${f.field}${options(f.options)}`);
      if (d.paging) lines.push(`paging: ${d.paging.pageSize}`);
      if (d.add) lines.push(`add: ${d.add.label} → ${d.add.to ?? d.add.modal}`);
      if (d.edit) lines.push(`edit: → ${d.edit.to}`);
      for (const m of d.modals ?? []) lines.push(`modal${m.row ? ' per row' : ''}: ${m.label} → ${m.screen}`);
      if (d.delete) lines.push(`delete: ${call(d.delete.call)}; notice "${d.delete.success?.message ?? '(none)'}"${d.delete.failure ? `; failure "${d.delete.failure.message}"` : ''}`);
      break;
    default:
      if (d.load) lines.push(`load: ${call(d.load.call)}${d.load.pick ? ` (${d.load.pick})` : ''}${d.load.find ? ` (find ${d.load.find.field} = ${d.load.find.equals})` : ''}`);
      lines.push(`fields:`, ...parts(d.parts, '  '));
      if (d.fixed) lines.push(`fixed: ${JSON.stringify(d.fixed)}`);
      if (d.save.create) lines.push(`create: ${call(d.save.create)}`);
      if (d.save.update) lines.push(`update: ${call(d.save.update)}`);
      for (const step of d.save.steps ?? []) lines.push(`step: ${call(step.call)}`);
      lines.push(`notices: success "${d.notices.success?.message ?? '(none)'}"${d.notices.successOnCreate ? `, on create "${d.notices.successOnCreate.message}"` : ''}, failure "${d.notices.failure.message}"${d.notices.loadFailure ? `, load failure "${d.notices.loadFailure.message}"` : ''}`);
      if (d.warnWhenEmpty) lines.push(`warn when ${call(d.warnWhenEmpty.call)} is empty: "${d.warnWhenEmpty.message}"`);
      if (d.after) lines.push(`after: ${JSON.stringify(d.after)}`);
  }
  return lines.join('\n');
}
