import fs from 'node:fs';
import path from 'node:path';
import { DescriptorError, validateDescriptor } from './validate';
import { bindEntities, entitiesNamed } from './entities';
import type { Entities } from '../model/entity';
import { checkReferences } from './references';
import { screensWithin } from './calls';
import { fragmentFile, type Fragments } from './fragments';
import type { ScreenDescriptor } from '../model/descriptor';
import { registry as appRegistry, type AnyRegistry } from '../registry/index';
import { sharedFactsMistakes } from '../../shared/shared-facts';

const readJson = (root: string, file: string): unknown => {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  } catch (error) {
    throw new DescriptorError(file, '', `is not valid JSON: ${(error as Error).message}`);
  }
};

/** Every fragment under screens/fragments/, by name. */
export function readFragments(root: string): Fragments {
  const dir = path.join(root, 'screens', 'fragments');
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => [f.replace(/\.json$/, ''), readJson(root, fragmentFile(f.replace(/\.json$/, '')))]),
  );
}

function checkedEntity(file: string, schema: Record<string, any>) {
  const [mistake] = sharedFactsMistakes(file, schema);
  if (mistake) throw new DescriptorError(file, mistake.at, mistake.message);
  return schema;
}

/** The entity schemas a descriptor names, read from schemas/; a wrong shared-facts declaration is an error naming its place. */
export function readEntities(root: string, names: string[]): Entities {
  return Object.fromEntries(
    names.filter((n) => /^[a-z0-9-]+$/.test(n) && fs.existsSync(path.join(root, 'schemas', `${n}.json`))).map((n) => [n, checkedEntity(`schemas/${n}.json`, readJson(root, `schemas/${n}.json`) as Record<string, any>)]),
  ) as Entities;
}

/**
 * One descriptor as the build and the tests check it: fragments resolved, the format, the names, the entity's
 * fields; against the app's registry unless another is given.
 */
export function checkDescriptor(root: string, file: string, data: unknown, fragments: Fragments = readFragments(root), registry: AnyRegistry = appRegistry): ScreenDescriptor {
  const descriptor = validateDescriptor(file, data, fragments, registry);
  return checkReferences(file, bindEntities(file, descriptor, readEntities(root, entitiesNamed(descriptor, registry)), registry), registry);
}

/** Every descriptor under screens/ (fragments aside), checked; used by the build and the tests. */
export function checkAllDescriptors(root: string, registry: AnyRegistry = appRegistry): { file: string; descriptor: ScreenDescriptor }[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []));
  const fragments = readFragments(root);
  const found = walk(path.join(root, 'screens')).filter((f) => !f.includes(`${path.sep}fragments${path.sep}`)).sort();
  const checked = found.map((full) => {
    const file = path.relative(root, full);
    return { file, descriptor: checkDescriptor(root, file, readJson(root, file), fragments, registry) };
  });
  const ids = new Map<string, string>();
  const routes = new Map<string, string>();
  for (const { file, descriptor } of checked) {
    if ('id' in descriptor && descriptor.id) {
      if (ids.has(descriptor.id)) throw new DescriptorError(file, 'id', `"${descriptor.id}" is already the id of ${ids.get(descriptor.id)}`);
      ids.set(descriptor.id, file);
    }
    for (const route of 'route' in descriptor && descriptor.route ? [descriptor.route].flat() : []) {
      if (routes.has(route)) throw new DescriptorError(file, 'route', `"${route}" is already the route of ${routes.get(route)}`);
      routes.set(route, file);
    }
  }
  const kindOf = (id: string) => checked.find((c) => c.file === ids.get(id))?.descriptor.kind;
  for (const { file, descriptor } of checked) {
    for (const ref of screensWithin(descriptor, registry)) if (!ids.has(ref)) throw new DescriptorError(file, 'screen reference', `no descriptor has the id "${ref}"`);
    // A kind that holds screens of some kinds only (a lists screen holds lists).
    const definition = registry.screenKinds[descriptor.kind];
    for (const ref of definition?.withinKinds ? (definition.within?.(descriptor) ?? []) : []) {
      const kind = kindOf(ref) ?? '';
      if (!definition.withinKinds!.includes(kind)) {
        throw new DescriptorError(file, 'screen reference', `"${ref}" (${ids.get(ref)}) is a ${kind}; a ${descriptor.kind} screen holds ${definition.withinKinds!.join(' or ')} screens only`);
      }
    }
  }
  return checked;
}
