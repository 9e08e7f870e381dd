import fs from 'node:fs';
import path from 'node:path';
import type { ScreenDescriptor } from '../model/descriptor';
import { registry as appRegistry, type AnyRegistry } from '../registry/index';
import { formsOf } from './held';

/**
 * What kind of record a screen shows, as its entity schema's title names it ("Review", "Academy guide"): a form's own
 * entity, or for a screen holding others (a tabbed editor) that of its first screen. The document title of a record
 * reads "<its name> · <this> · <language>"; a screen without a record has none.
 */
export function recordLabelOf(
  root: string,
  descriptor: ScreenDescriptor,
  byId: ReadonlyMap<string, ScreenDescriptor>,
  registry: AnyRegistry = appRegistry,
): string | undefined {
  const titleOf = (entity: string): string | undefined => {
    const file = path.join(root, 'schemas', `${entity}.json`);
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { title?: string }).title : undefined;
  };
  const labelOf = (d: ScreenDescriptor, depth: number): string | undefined => {
    const entity = formsOf(d, registry)[0]?.body.entity;
    if (entity) return titleOf(entity);
    const first = registry.screenKinds[d.kind]?.within?.(d)?.[0];
    const held = first ? byId.get(first) : undefined;
    return held && depth < 3 ? labelOf(held, depth + 1) : undefined;
  };
  return labelOf(descriptor, 0);
}

/** A route pattern ("/review/:id") that a screen's own link template ("/review/{row.value}") leads to. */
export function routeLeadsTo(pattern: string, link: string): boolean {
  const a = pattern.split('?')[0].split('/');
  const b = link.split('?')[0].split('/');
  const free = (segment: string) => segment.startsWith(':') || segment.includes('{');
  return a.length === b.length && a.every((segment, i) => segment === b[i] || free(segment) || free(b[i]));
}

/**
 * What a list's rows are ("Review"), as the screen they open or add names its record: the words of its disabled
 * actions ("You may read reviews in English but not delete them") and of its refusal. Undefined for other screens.
 */
export function rowsLabelOf(
  root: string,
  descriptor: ScreenDescriptor,
  all: readonly ScreenDescriptor[],
  byId: ReadonlyMap<string, ScreenDescriptor>,
  registry: AnyRegistry = appRegistry,
): string | undefined {
  const list = descriptor as { add?: { modal?: string; to?: string }; edit?: { to?: string } };
  const byLink = (link: string | undefined) =>
    link ? all.find((d) => 'route' in d && d.route && [d.route].flat().some((pattern) => routeLeadsTo(pattern, link))) : undefined;
  const target = (list.add?.modal && byId.get(list.add.modal)) || byLink(list.edit?.to) || byLink(list.add?.to);
  return target ? recordLabelOf(root, target, byId, registry) : undefined;
}
