import { registry as appRegistry, type AnyRegistry, type JsonSchema } from '../registry/index';
import { descriptorSchema } from './descriptor-schema';

/**
 * docs/engine-reference.md: every registered piece (field kinds, screen kinds, option sources, rules, …) with its
 * description, the properties it takes in a descriptor and what its definition declares, then the descriptor
 * schema's shared definitions. Written from the definitions themselves, each property of a definition shown by its
 * form (a JSON Schema map, a function, a value), so a property a definition gains shows without a change here.
 * `npm run docs:reference` writes it; tests/engine/engine-reference.test.ts fails while the file differs.
 */

/** How each kind of piece is named in a descriptor; a kind of piece not listed here is shown under its own key. */
const PIECES: Record<string, { title: string; use: string }> = {
  screenKinds: { title: 'Screen kinds', use: 'A descriptor\'s `"kind"`; a bespoke one is a `custom` screen\'s `"component"`. Defined with `defineScreenKind`.' },
  fieldKinds: { title: 'Field kinds', use: 'A field\'s `"widget"`. Defined with `defineFieldKind`; its parameters are properties of the field.' },
  conversions: { title: 'Conversions', use: 'A field\'s `"convert": [names]`, applied in order when saving and undone when loading. Defined with `defineConversion`.' },
  optionSources: { title: 'Option sources', use: '`"options": { "from": name, …its parameters }` on a choice field or a list filter; any source also takes `except`. Defined with `defineOptionSource`.' },
  rules: { title: 'Cross-field rules', use: 'A form\'s `"rules": [{ "rule": name, "message": "…", …its parameters }]`; any rule also takes `duration` and `if`. Defined with `defineRule`.' },
  computed: { title: 'Computed values', use: 'A field\'s `"computed": { "compute": name, …its parameters }`. Defined with `defineComputed`.' },
  saveHooks: { title: 'Save hooks', use: 'A save step `{ "hook": name, …its parameters }`; any step also takes `if` and `pass`. Defined with `defineSaveHook`.' },
  groupStorage: { title: 'Group storages', use: 'A repeated group `{ "kind": "group", "storage": name, "name": field, "items": [...], …its parameters }`. Defined with `defineGroupStorage`.' },
  displayFormats: { title: 'Display formats', use: 'A list column\'s or header entry\'s `"format": name` with its parameters. Defined with `defineDisplayFormat`.' },
  partKinds: { title: 'Part kinds', use: 'A part that holds no value, `{ "kind": name, …its parameters }` in a form\'s `parts`. Defined with `definePartKind`.' },
};

const cell = (text: unknown) => String(text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
const code = (text: string) => '`' + text.replace(/`/g, "'") + '`';
const anchor = (text: string) => text.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');
const isObject = (value: unknown): value is Record<string, any> => typeof value === 'object' && value !== null && !Array.isArray(value);
const looksLikeSchema = (value: unknown) => isObject(value) && ['type', 'enum', 'const', '$ref', 'oneOf', 'anyOf', 'items', 'properties', 'description', 'not'].some((k) => k in value);
const LONG_LIST = 12;

/** Data a descriptor reader can be shown as JSON; a function or a made thing (a lazy component) is supplied code instead. */
function isData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && Object.getOwnPropertySymbols(value).length === 0 && Object.values(value).every(isData);
}

/** A property's type in a few words: a definition's name, the values of an enum, `string[]`. */
function typeOf(schema: JsonSchema | undefined): string {
  if (!isObject(schema) || Object.keys(schema).length === 0) return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop()!;
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.map((v: unknown) => JSON.stringify(v));
    return values.length > LONG_LIST ? `${values.slice(0, LONG_LIST).join(' | ')} | … (${values.length})` : values.join(' | ');
  }
  const choice = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(choice)) return choice.map(typeOf).join(' | ');
  if (schema.not && Object.keys(schema.not).length === 0) return 'nothing (none registered)';
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') {
    const item = typeOf(schema.items);
    return item.includes(' | ') ? `(${item})[]` : `${item}[]`;
  }
  if (type === 'object' && isObject(schema.properties)) return `{ ${Object.keys(schema.properties).join(', ')} }`;
  return type ?? 'any';
}

/** A table of the properties a schema map gives, each with its type, whether it is required and what it is for. */
function propertyTable(properties: Record<string, JsonSchema>, required: string[] = []): string[] {
  const names = Object.keys(properties);
  if (!names.length) return [];
  return [
    '| property | type | required | what it is |',
    '| --- | --- | --- | --- |',
    ...names.map((name) => `| ${code(name)} | ${cell(typeOf(properties[name]))} | ${required.includes(name) ? 'yes' : ''} | ${cell(properties[name]?.description)} |`),
  ];
}

/** The properties a descriptor-schema definition takes, those of the definitions it is made of included. */
function definitionProperties(schema: JsonSchema, definitions: Record<string, JsonSchema>, seen = new Set<string>()): { properties: Record<string, JsonSchema>; required: string[] } {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    if (seen.has(name) || !definitions[name]) return { properties: {}, required: [] };
    return definitionProperties(definitions[name], definitions, new Set([...seen, name]));
  }
  const parts = [...(Array.isArray(schema.allOf) ? schema.allOf : [])].filter((part: JsonSchema) => !part.if).map((part: JsonSchema) => definitionProperties(part, definitions, seen));
  return {
    properties: Object.assign({}, ...parts.map((p) => p.properties), schema.properties ?? {}),
    required: [...new Set([...parts.flatMap((p) => p.required), ...((schema.required ?? []) as string[])])],
  };
}

/** What one property of a definition says, by its form. */
function declared(key: string, value: unknown, definition: Record<string, unknown>, definitions: Record<string, JsonSchema>): string[] {
  const requiredOf = (mapKey: string) => (definition[mapKey === 'params' ? 'required' : mapKey.replace(/Params$/, 'Required')] ?? []) as string[];
  // A JSON Schema of the descriptor, by a definition's name or in full (a screen kind's `schema`).
  if (typeof value === 'string' && definitions[value] && key === 'schema') {
    const { properties, required } = definitionProperties(definitions[value], definitions);
    return [`Checked by the descriptor schema's definition ${code(value)}:`, '', ...propertyTable(properties, required), ''];
  }
  if (isObject(value) && (isObject(value.properties) || Array.isArray(value.allOf)) && looksLikeSchema(value)) {
    const { properties, required } = definitionProperties(value, definitions);
    return [`${code(key)}: a JSON Schema of its own:`, '', ...propertyTable(properties, required), ''];
  }
  // A map of properties a descriptor may give (`params`, a storage's `itemParams`).
  if (isObject(value) && Object.values(value).length && Object.values(value).every(looksLikeSchema)) {
    return [key === 'params' ? 'Parameters:' : `${code(key)}:`, '', ...propertyTable(value, requiredOf(key)), ''];
  }
  if (isObject(value) && Object.values(value).length && Object.values(value).every((v) => typeof v === 'function')) {
    return [`- ${code(key)}: ${Object.keys(value).map(code).join(', ')}`];
  }
  return [`- ${code(key)}: ${code(JSON.stringify(value))}`];
}

/** One registered piece: its description, then each property its definition states. */
function piece(name: string, definition: Record<string, unknown>, definitions: Record<string, JsonSchema>): string[] {
  const lines = [`### ${code(name)}`, '', cell(definition.description), ''];
  const functions: string[] = [];
  const values: string[] = [];
  const tables: string[] = [];
  const entries = Object.entries(definition).filter(([key]) => key !== 'description');
  const pairedRequired = new Set(entries.filter(([key, v]) => isObject(v) && (key === 'params' || key.endsWith('Params'))).map(([key]) => (key === 'params' ? 'required' : key.replace(/Params$/, 'Required'))));
  for (const [key, value] of entries) {
    if (pairedRequired.has(key) || value === undefined) continue;
    if (typeof value === 'function' || (!isData(value) && !Object.values(value as object).every((v) => typeof v === 'function'))) functions.push(code(key));
    else {
      const text = declared(key, value, definition, definitions);
      (text[0].startsWith('- ') ? values : tables).push(...text);
    }
  }
  if (tables.length) lines.push(...tables);
  if (values.length) lines.push('Declares:', '', ...values, '');
  if (functions.length) lines.push(`Supplies: ${functions.join(', ')}.`, '');
  return lines;
}

/** The reference of a registry (the app's unless another is given), as markdown. */
export function engineReference(registry: AnyRegistry = appRegistry): string {
  const schema = descriptorSchema(registry);
  const definitions = schema.definitions as Record<string, JsonSchema>;
  const kinds = Object.keys(registry) as (keyof AnyRegistry)[];
  const titleOf = (kind: string) => PIECES[kind]?.title ?? kind.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
  const lines = [
    '# Engine reference',
    '',
    '<!-- Written by `npm run docs:reference` from the registry\'s definitions and schemas/screen-descriptor.json; do not edit. -->',
    '',
    "Every piece a descriptor may name, as the app's registry (`engine/registry/packs/`) defines it: its description,",
    'the properties it takes in a descriptor ("Parameters"), what its definition declares and the functions it supplies.',
    'The last section lists the shared parts of the descriptor format. How the pieces fit together: [the engine guide](engine.md).',
    '',
    ...kinds.map((kind) => `- [${titleOf(kind)}](#${anchor(titleOf(kind))}) (${Object.keys(registry[kind]).length})`),
    `- [Descriptor definitions](#descriptor-definitions) (${Object.keys(definitions).length})`,
    '',
  ];
  for (const kind of kinds) {
    lines.push(`## ${titleOf(kind)}`, '');
    if (PIECES[kind]) lines.push(PIECES[kind].use, '');
    for (const [name, definition] of Object.entries(registry[kind])) lines.push(...piece(name, definition as Record<string, unknown>, definitions));
  }
  lines.push('## Descriptor definitions', '', 'The definitions of `schemas/screen-descriptor.json` the kinds above share, with the properties each takes.', '');
  for (const [name, definition] of Object.entries(definitions)) {
    const { properties, required } = definitionProperties(definition, definitions);
    lines.push(`### ${code(name)}`, '');
    if (definition.description) lines.push(cell(definition.description), '');
    const table = propertyTable(properties, required);
    lines.push(...(table.length ? table : [`One of: ${cell(typeOf(definition))}`]), '');
  }
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}
