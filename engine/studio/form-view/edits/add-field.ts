import type { EntitySchema } from '../../../model/entity';
import { registry as appRegistry, type AnyRegistry, type JsonType } from '../../../registry/index';
import { sentTypes } from '../../../descriptor/value-types';
import { edited, isFieldPart, type Json } from './parts-path';

/** A field of the entity a screen could show: its name, its title and the field the form view would add. */
export interface AddableField {
  name: string;
  title: string;
  type: string;
  field: Json;
}

const typesOf = (property: Json): string[] => [property.type ?? []].flat().filter((t: string) => t !== 'null');
const numeric = (t: string) => t === 'number' || t === 'integer';
const fits = (sent: JsonType[], wanted: string[]) => sent.some((t) => wanted.includes(t) || (numeric(t) && wanted.some(numeric)));
/** A text longer than a line or two is written in a box of several lines. */
const LONG_TEXT = 300;

/** The kinds a person would pick first for a type, before any other kind that fits it. */
function preferred(property: Json): string[] {
  if (property.enum) return ['select'];
  const types = typesOf(property);
  if (types.includes('boolean')) return ['checkbox'];
  if (types.some(numeric)) return ['number'];
  if (types.includes('string')) return (property.maxLength ?? Infinity) > LONG_TEXT ? ['textarea', 'text'] : ['text', 'textarea'];
  return [];
}

/**
 * The widget that fits a property's type (engine/descriptor/value-types.ts: what a kind gives must be what the
 * entity keeps), a plain one first; a kind that needs properties the form view cannot know (a slug's `from`) is
 * left out, a choice kind only for a property whose enum gives the choices.
 */
export function widgetFor(property: Json, registry: AnyRegistry = appRegistry): string | undefined {
  const wanted = typesOf(property);
  const usable = (kind: string) => {
    const definition = registry.fieldKinds[kind];
    if (!definition || definition.display) return false;
    const needs = (definition.required ?? []).filter((p: string) => !(p === 'options' && property.enum));
    return !needs.length && fits(sentTypes(kind, [], registry), wanted);
  };
  return [...preferred(property), ...Object.keys(registry.fieldKinds)].find(usable);
}

/** The field the form view adds for an entity property: labelled by its title, with a widget fitting its type. */
export function fieldFromProperty(name: string, property: Json, registry: AnyRegistry = appRegistry): Json | undefined {
  const widget = widgetFor(property, registry);
  if (!widget) return undefined;
  const field: Json = { name, label: String(property.title ?? name), widget };
  if (registry.fieldKinds[widget]?.choices && property.enum) field.options = { from: 'fixed', values: property.enum.map((value: unknown) => ({ value, label: String(value) })) };
  // An emptied text is stored as null where the entity allows it, as the screens' own text fields do.
  if ([property.type].flat().includes('null') && registry.fieldKinds[widget]?.valueType === 'string' && registry.conversions.emptyToNull) field.convert = ['emptyToNull'];
  return field;
}

/**
 * The entity's fields the screen does not show yet: not on it (`shown`, the names of the resolved descriptor's
 * fields and groups), not its id, not sent by `fixed`, not read-only; each with the field it would be added as.
 */
export function addableFields(descriptor: Json, entity: EntitySchema, shown: Set<string>, registry: AnyRegistry = appRegistry): AddableField[] {
  const taken = new Set([...shown, descriptor.idField, ...Object.keys(descriptor.fixed ?? {})]);
  return Object.entries(entity.properties)
    .filter(([name, property]) => !taken.has(name) && !property.readOnly)
    .flatMap(([name, property]) => {
      const field = fieldFromProperty(name, property, registry);
      return field ? [{ name, title: field.label, type: typesOf(property).join(' or '), field }] : [];
    });
}

/** Adds a field under the form's own top-level fields (before its sections and fragments), where a person looks for it. */
export function addField(descriptor: Json, field: Json): Json {
  return edited(descriptor, (copy) => {
    const parts = (copy.parts ??= []) as unknown[];
    const lastField = parts.map((part, index) => (isFieldPart(part) ? index : -1)).reduce((a, b) => Math.max(a, b), -1);
    parts.splice(lastField + 1, 0, structuredClone(field));
  });
}

/** The names of the fields and groups a resolved form shows, sections and fragments included. */
export function namesShown(parts: unknown[]): Set<string> {
  const names = new Set<string>();
  const walk = (list: unknown[]) =>
    list.forEach((part) => {
      if (!part || typeof part !== 'object') return;
      const p = part as Json;
      if (Array.isArray(p.parts)) walk(p.parts);
      else if (typeof p.name === 'string') names.add(p.name);
    });
  walk(parts);
  return names;
}
