import { compile } from 'json-schema-to-typescript';
import type { JsonSchema } from '../registry/index';
import { descriptorSchema } from './descriptor-schema';

/**
 * The descriptor types (engine/model/descriptor.generated.ts) written from the descriptor schema, which is the one
 * description of the format: its lists of names come from the registry, so the kinds, field kinds and pieces the
 * packs register are part of the types as well. `npm run descriptor:write` writes both files; a test fails while
 * either differs from what the registry gives.
 *
 * The schema says more than TypeScript can (if/then per registered name, presence rules): the types take from it
 * what a type can hold, by rules about the schema's form. Only the types' names and what the engine adds to a
 * descriptor when it loads it name particular definitions.
 */

/** The TypeScript name of each named definition, where it is not the definition's own name in PascalCase. */
const TYPE_NAMES: Record<string, string> = {
  call: 'CallSpec',
  part: 'FormPart',
  parts: 'FormParts',
  step: 'SaveStep',
  rule: 'RuleUse',
  group: 'GroupPart',
  dataType: 'DataTypeName',
  entity: 'EntityName',
  computed: 'ComputedValue',
};

/** What the engine adds to a descriptor when it loads it: on the types, never in a descriptor file. */
const LOADED = {
  bound: { tsType: 'EntityProperty', description: "Set when the descriptor is loaded: the field's property in its entity schema." },
};
const BANNER = `/* Written by \`npm run descriptor:write\` from schemas/screen-descriptor.json (itself filled from the registry); do not edit. */
import type { EntityProperty } from './entity';
`;

const nameOf = (ref: string) => ref.split('/').pop()!;
const pascal = (name: string) => name.replace(/(^|[-_])([a-z])/g, (_m, _s, c: string) => c.toUpperCase());
const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Two schemas of one property as one: objects merge their properties (required where both require), arrays their items. */
const objectLike = (schema: JsonSchema) => schema.type === 'object' || isObject(schema.properties);

function merge(a: JsonSchema, b: JsonSchema): JsonSchema {
  if (same(a, b) || Object.keys(b).length === 0) return a;
  if (Object.keys(a).length === 0) return b;
  if (objectLike(a) && objectLike(b)) {
    const properties = { ...(a.properties ?? {}) };
    for (const [key, schema] of Object.entries((b.properties ?? {}) as Record<string, JsonSchema>)) properties[key] = key in properties ? merge(properties[key], schema) : schema;
    const required = ((a.required ?? []) as string[]).filter((key) => ((b.required ?? []) as string[]).includes(key));
    // An object open to any property (a custom screen's props) stays open when it meets a closed one.
    const open = !a.properties || !b.properties || a.additionalProperties !== false || b.additionalProperties !== false;
    return { type: 'object', properties, required, ...(!open && { additionalProperties: false }) };
  }
  if (isObject(a.items) && isObject(b.items)) return { ...a, items: merge(a.items, b.items) };
  return { anyOf: [a, b] };
}

/** The schemas an if/then/else chain chooses between (a form part: a group, a static part, a section or a field). */
const branches = (schema: JsonSchema): JsonSchema[] =>
  [schema.then, schema.else].filter(isObject).flatMap((branch) => (branch.if ? branches(branch) : [branch]));

/** One schema node as TypeScript can take it, its children first. */
const MAPS = new Set(['properties', 'definitions', 'patternProperties']);
const LISTS = new Set(['allOf', 'anyOf', 'oneOf']);
const SCHEMAS = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else']);

function child(key: string, value: unknown): unknown {
  if (MAPS.has(key) && isObject(value)) return Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, typeable(schema)]));
  if (LISTS.has(key) && Array.isArray(value)) return value.map(typeable);
  if (SCHEMAS.has(key)) return typeable(value);
  return value;
}

function typeable(node: unknown): JsonSchema {
  if (!isObject(node)) return node as JsonSchema;
  // A reference is its definition's type; words beside it would make a copy of that type under another name.
  if (typeof node.$ref === 'string') return { $ref: node.$ref };
  const out: JsonSchema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, child(key, value)]));
  // A choice by if/then/else between whole schemas is the union of them (a conditional without else refines, below).
  if (out.if && out.else && !out.properties && !out.type) return { anyOf: branches(out), ...(out.description && { description: out.description }) };
  delete out.propertyNames;
  // What holds per registered name (if its name is x, then these properties): every name's properties, each optional
  // unless all of them need it, on the object itself.
  if (Array.isArray(out.allOf)) {
    const conditional = out.allOf.filter((entry: JsonSchema) => entry.if);
    for (const entry of conditional) {
      if (!isObject(entry.then) || !isObject(entry.then.properties)) continue;
      out.properties ??= {};
      for (const [key, schema] of Object.entries(entry.then.properties as Record<string, JsonSchema>)) {
        out.properties[key] = key in out.properties ? merge(out.properties[key], schema) : schema;
      }
    }
    const required = conditional.map((entry: JsonSchema) => (entry.then?.required ?? []) as string[]);
    if (required.length) out.required = [...new Set([...(out.required ?? []), ...required.reduce((all: string[], r: string[]) => all.filter((k) => r.includes(k)))])];
    out.allOf = out.allOf.filter((entry: JsonSchema) => !entry.if);
    if (!out.allOf.length) delete out.allOf;
  }
  // Presence rules (one of route or id; load or rows) say nothing a type holds.
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(out[key]) && out.properties && out[key].every((entry: JsonSchema) => Object.keys(entry).every((k) => k === 'required'))) delete out[key];
  }
  // Nothing registered under a list of names: nothing passes.
  if (isObject(out.not) && Object.keys(out.not).length === 0) return { tsType: 'never', ...(out.description && { description: out.description }) };
  return out;
}

/** The schema as json-schema-to-typescript reads it: typeable, each definition named, the loaded additions on fields. */
export function typesView(schema: JsonSchema): JsonSchema {
  const view = typeable(structuredClone(schema)) as JsonSchema;
  for (const [name, definition] of Object.entries(view.definitions as Record<string, JsonSchema>)) {
    definition.title = TYPE_NAMES[name] ?? (view.oneOf.some((entry: JsonSchema) => entry.$ref === `#/definitions/${name}`) ? `${pascal(name).replace(/Screen$/, '')}Screen` : pascal(name));
  }
  const d = view.definitions;
  // A definition made of another and more (a form is a form body and a kind): what it requires of the other's
  // properties is required on it (a form's title).
  for (const definition of Object.values(d as Record<string, JsonSchema>)) {
    const parts = Array.isArray(definition.allOf) ? (definition.allOf as JsonSchema[]) : [];
    const base = parts.find((part) => typeof part.$ref === 'string');
    const baseDefinition = base && d[nameOf(base.$ref)];
    for (const part of parts) {
      if (part === base || !baseDefinition?.properties) continue;
      for (const key of (part.required ?? []) as string[]) if (!part.properties?.[key] && baseDefinition.properties[key]) (part.properties ??= {})[key] = baseDefinition.properties[key];
    }
  }
  // A definition left with nothing a type holds (what each field kind needs: only conditions) adds nothing where it is used.
  const empty = new Set(Object.keys(d).filter((name) => Object.keys(d[name]).every((key) => ['description', 'title', 'required'].includes(key))));
  for (const definition of Object.values(d as Record<string, JsonSchema>)) {
    if (!Array.isArray(definition.allOf)) continue;
    definition.allOf = definition.allOf.filter((part: JsonSchema) => !(typeof part.$ref === 'string' && empty.has(nameOf(part.$ref))));
    if (!definition.allOf.length) delete definition.allOf;
  }
  d.field.properties = { ...d.field.properties, ...LOADED };
  if (isObject(d.group.properties?.items?.items)) d.group.properties.items.items.properties = { ...d.group.properties.items.items.properties, ...LOADED };
  view.title = 'ScreenDescriptor';
  return view;
}

/** The TypeScript of the descriptor format: the app's registry's unless another schema is given. */
export async function descriptorTypes(schema: JsonSchema = descriptorSchema()): Promise<string> {
  const source = await compile(typesView(schema), 'ScreenDescriptor', {
    bannerComment: BANNER,
    unknownAny: false,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    declareExternallyReferenced: true,
    strictIndexSignatures: false,
    style: { singleQuote: true, printWidth: 160 },
  });
  return source;
}
