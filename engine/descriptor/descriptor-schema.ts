import base from '../../schemas/screen-descriptor.json';
import { registry as appRegistry, type AnyRegistry, type JsonSchema, type Params, type ScreenKindDefinition } from '../registry/index';

/**
 * The descriptor schema with its lists of names generated from the registry: the field kinds, conversions,
 * option sources, rules, computed values, save hooks, group storages and bespoke screens a descriptor may
 * name, each named piece with the properties it takes. schemas/screen-descriptor.json holds the same, and the
 * descriptor types are written from it (both by `npm run descriptor:write`; tests/engine/descriptor-format.test.ts
 * proves the files agree with the registry).
 */
const names = (record: object) => Object.keys(record);

/** What every option source takes: the choices already saved, left out (engine/registry/load-choices.ts). */
const EXCEPT: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['call', 'field'],
  description: 'leaves out the choices whose value is the `field` of a row this call answers (what is already saved)',
  properties: { call: { $ref: '#/definitions/call' }, field: { type: 'string', minLength: 1 } },
};

/** `enum` of the names, or a schema nothing passes while none is registered. */
const oneOfNames = (list: string[], what: string): JsonSchema => (list.length ? { enum: list } : { not: {}, description: `no ${what} is registered` });

/** An object chosen by its `key` property: each registered name with the properties it takes, nothing else. */
function byName(key: string, record: Record<string, Params>, common: Record<string, JsonSchema>, commonRequired: string[], what: string): JsonSchema {
  const byEach = Object.entries(record).map(([name, def]) => ({
      if: { properties: { [key]: { const: name } }, required: [key] },
      then: {
        additionalProperties: false,
        required: def.required ?? [],
        properties: { [key]: {}, ...common, ...(def.params ?? {}) },
      },
    }));
  return { type: 'object', required: [key, ...commonRequired], properties: { [key]: oneOfNames(names(record), what) }, ...(byEach.length && { allOf: byEach }) };
}

/**
 * A read-only value shown by a registered display format (a list's column, a header's entry): the place's own
 * properties, then `format` and the properties that format takes; no format means plain text.
 */
function displayed(formats: Record<string, Params>, common: Record<string, JsonSchema>, required: string[]): JsonSchema {
  return {
    type: 'object',
    required,
    properties: { ...common, format: oneOfNames(names(formats), 'display format') },
    allOf: [
      { if: { not: { required: ['format'] } }, then: { additionalProperties: false, properties: common } },
      ...Object.entries(formats).map(([name, def]) => ({
        if: { properties: { format: { const: name } }, required: ['format'] },
        then: { additionalProperties: false, required: def.required ?? [], properties: { ...common, format: {}, ...(def.params ?? {}) } },
      })),
    ],
  };
}

/** A part that shows something and holds no value: `kind` names a registered part kind (a group is a kind of its own). */
function staticPart(kinds: Record<string, Params>): JsonSchema {
  const common = { kind: {}, showIf: { $ref: '#/definitions/condition' } };
  return {
    type: 'object',
    required: ['kind'],
    properties: { kind: { enum: ['group', ...names(kinds)] } },
    allOf: Object.entries(kinds).map(([name, def]) => ({
      if: { properties: { kind: { const: name } }, required: ['kind'] },
      then: { additionalProperties: false, required: def.required ?? [], properties: { ...common, ...(def.params ?? {}) } },
    })),
  };
}

/**
 * What each field kind takes and needs (a select needs `options`): the field's properties include every kind's
 * params, and a field of a kind with required params must state them; the message says what they are for.
 */
function fieldKinds(kinds: AnyRegistry['fieldKinds']): { properties: Record<string, JsonSchema>; allOf: JsonSchema[] } {
  const properties = Object.assign({}, ...Object.values(kinds).map((def) => def.params ?? {}));
  const allOf = Object.entries(kinds)
    .filter(([, def]) => def.required?.length)
    .map(([name, def]) => ({
      if: { properties: { widget: { const: name } }, required: ['widget'] },
      then: {
        required: def.required,
        description: `a "${name}" field needs ${def.required!.map((p) => `"${p}"${def.params?.[p]?.description ? `: ${def.params[p].description}` : ''}`).join('; ')}`,
      },
    }));
  return { properties, allOf };
}

const STEP_COMMON = { pass: { type: 'object', additionalProperties: { type: 'string' } }, if: { $ref: '#/definitions/condition' } };

function group(registry: AnyRegistry): JsonSchema {
  const kinds = fieldKinds(registry.fieldKinds);
  const item = {
    ...kinds.properties,
    name: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
    label: { type: 'string', minLength: 1, description: 'what the form shows beside the field; never empty' },
    widget: { $ref: '#/definitions/widget' },
    options: { $ref: '#/definitions/options' },
    rows: { type: 'integer', minimum: 1 },
  };
  const common = {
    kind: { const: 'group' },
    name: { type: 'string' },
    label: { type: 'string' },
    entity: { $ref: '#/definitions/entity' },
    rowLabel: { type: 'string' },
    inline: { type: 'boolean' },
    addLabel: { type: 'string', description: 'The add button of a list group; "Add entry" when omitted.' },
  };
  const storages = registry.groupStorage;
  return {
    type: 'object',
    required: ['kind', 'storage', 'name', 'items'],
    properties: { kind: { const: 'group' }, storage: oneOfNames(names(storages), 'group storage') },
    allOf: Object.entries(storages).map(([name, def]) => ({
      if: { properties: { storage: { const: name } }, required: ['storage'] },
      then: {
        additionalProperties: false,
        required: def.required ?? [],
        properties: {
          ...common,
          storage: {},
          ...(def.params ?? {}),
          items: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['label', 'widget', ...(def.itemRequired ?? ['name'])],
              properties: { ...item, ...(def.itemParams ?? {}) },
              allOf: [{ $ref: '#/definitions/fieldKindNeeds' }],
            },
          },
        },
      },
    })),
  };
}

/** The definition of the descriptor schema that checks a screen kind: the one it names, or its own schema under its name. */
export const definitionOf = (kind: string, schema: ScreenKindDefinition['schema']) => (typeof schema === 'string' ? schema : kind);

/** The screen kinds: each checked by its definition, a kind with a schema of its own getting it under its name. */
function screenKinds(schema: JsonSchema, kinds: Record<string, ScreenKindDefinition>) {
  const d = schema.definitions;
  const own = names(kinds).filter((k) => !kinds[k].bespoke);
  for (const kind of own) {
    const definition = kinds[kind].schema;
    if (typeof definition === 'string') continue;
    // The written schema already holds the kind's own definition (its `kind` is this kind): it is replaced, not a clash.
    const earlier = d[kind]?.properties?.kind?.const === kind;
    if (d[kind] && !earlier) throw new Error(`the screen kind "${kind}" has a schema of its own, and the descriptor schema already has a definition "${kind}"; name the kind otherwise`);
    d[kind] = definition;
  }
  d.screenKind = { enum: own };
  schema.oneOf = own.map((kind) => ({ $ref: `#/definitions/${definitionOf(kind, kinds[kind].schema)}` }));
  d.bespoke = oneOfNames(names(kinds).filter((k) => kinds[k].bespoke), 'bespoke screen');
  // Each bespoke component with props of its own gets them checked when a custom screen names it.
  const bespokeProps = names(kinds).filter((k) => kinds[k].bespoke && typeof kinds[k].schema === 'object');
  if (bespokeProps.length) {
    d.custom.allOf = bespokeProps.map((k) => ({
      if: { properties: { component: { const: k } }, required: ['component'] },
      then: { required: ['props'], properties: { props: kinds[k].schema } },
    }));
  }
}

/** The descriptor schema of a registry: the app's unless another is given. */
export function descriptorSchema(registry: AnyRegistry = appRegistry): JsonSchema {
  const schema = structuredClone(base) as JsonSchema;
  const d = schema.definitions;
  d.widget = oneOfNames(names(registry.fieldKinds), 'field kind');
  const kinds = fieldKinds(registry.fieldKinds);
  d.field.properties = { ...kinds.properties, ...d.field.properties };
  d.fieldKindNeeds = { description: "What each field kind needs besides a name, a label and its widget (a select's options).", allOf: kinds.allOf };
  d.field.allOf = [{ $ref: '#/definitions/fieldKindNeeds' }];
  d.conversion = oneOfNames(names(registry.conversions), 'conversion');
  d.options = byName('from', registry.optionSources, { except: EXCEPT }, [], 'option source');
  d.rule = byName('rule', registry.rules, { message: { type: 'string', minLength: 1 }, duration: { type: 'integer', minimum: 500 }, if: { $ref: '#/definitions/condition' } }, ['message'], 'rule');
  d.readinessRule = byName(
    'rule',
    registry.readinessRules,
    { level: { enum: ['blocks', 'warns', 'informs'], description: 'blocks refuses activation; warns and informs are told' }, message: { type: 'string', minLength: 1, description: 'what the editor reads about the field' } },
    ['level', 'message'],
    'readiness rule',
  );
  d.computed = byName('compute', registry.computed, {}, [], 'computation');
  d.hookStep = byName('hook', registry.saveHooks, STEP_COMMON, [], 'save hook');
  d.group = group(registry);
  d.staticPart = staticPart(registry.partKinds);
  d.column = displayed(registry.displayFormats, { label: { type: 'string' }, field: { type: 'string' }, sortable: { type: 'boolean' } }, ['label', 'field']);
  d.headerEntry = displayed(
    registry.displayFormats,
    { label: { type: 'string' }, field: { type: 'string' }, empty: { type: 'string', minLength: 1, description: "Shown in place of label and value when the record has none ('Not updated yet')." } },
    ['label', 'field'],
  );
  screenKinds(schema, registry.screenKinds);
  return schema;
}
