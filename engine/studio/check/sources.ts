import type { Fragments } from '../../descriptor/fragments';
import type { Entities, EntitySchema } from '../../model/entity';
import type { ValidateFunction } from 'ajv';
import type { KindValidator } from '../../descriptor/validate-with';
import { definitionOf } from '../../descriptor/descriptor-schema';
import { entityLoaders } from '../../descriptor/files';

// The same files the build checks with: the fragments and the entity schemas (as engine/descriptor/catalog.ts finds them).
export const FRAGMENTS: Fragments = Object.fromEntries(
  Object.entries(import.meta.glob<unknown>('/screens/fragments/*.json', { import: 'default', eager: true })).map(([file, data]) => [file.replace(/^.*\/|\.json$/g, ''), data]),
);

let all: Promise<Entities> | undefined;

/** Every entity schema, fetched once: any of them may be named as the text changes. */
export function loadEntities(): Promise<Entities> {
  all ??= Promise.all(Object.entries(entityLoaders).map(async ([file, load]) => [file.replace(/^.*\/|\.json$/g, ''), await load()] as const)).then(
    (pairs) => Object.fromEntries(pairs) as Entities,
  );
  return all;
}

let kindChecks: Promise<KindValidator> | undefined;

/** Each screen kind's check as the build compiled it (the page's policy allows no compiling here), fetched once, a chunk of its own. */
export function loadKindChecks(): Promise<KindValidator> {
  kindChecks ??= import('virtual:descriptor-check').then((module) => {
    const checks = module as unknown as Record<string, ValidateFunction>;
    return (registry, kind) => checks[definitionOf(kind, registry.screenKinds[kind].schema)];
  });
  return kindChecks;
}
