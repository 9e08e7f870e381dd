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
