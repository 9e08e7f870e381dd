/**
 * Forms bound to their entity: `"entity": "review"` means schemas/review.json. Every field a form, a
 * section or a group names must be a property of its entity; each field then carries that property
 * (type, enum, required, limits), so the browser checks what the server checks, from the same file.
 * A field joined into the record by `load.with` is declared by that call instead. The forms of a screen are
 * those its kind's definition says it holds.
 */
import type { Field, FormBody, FormPart, ScreenDescriptor } from '../model/descriptor';
import type { Entities, EntityProperty } from '../model/entity';
import { isGroup, isStatic } from '../model/parts';
import { registry as appRegistry, type AnyRegistry } from '../registry/index';
import { DescriptorError } from './descriptor-error';
import { formsOf, placeIn } from './held';
import { nearest } from './nearest';
import { checkValueType } from './value-types';
import { sharedFactsOf } from '../../shared/shared-facts';

type Json = Record<string, any>;

const entityFile = (entity: string) => `schemas/${entity}.json`;
const LIMITS = ['type', 'enum', 'maxLength', 'minLength', 'minimum', 'maximum', 'multipleOf'] as const;

/** The entity names a form needs: its own, its sections' and its groups', and those its limits read. */
function formEntities(form: FormBody, registry: AnyRegistry): string[] {
  const names = new Set<string>([form.entity]);
  const walk = (parts: FormPart[]) =>
    parts.forEach((part) => {
      if ('section' in part) {
        if (part.entity) names.add(part.entity);
        walk(part.parts);
      } else if (isGroup(part)) {
        const entity = part.entity ?? registry.groupStorage[part.storage]?.entity;
        if (entity) names.add(entity);
      } else if (!isStatic(part) && part.limits) names.add(part.limits.entity);
    });
  walk(form.parts);
  return [...names];
}

/** The entity names a descriptor needs: those of every form it holds. */
export function entitiesNamed(descriptor: ScreenDescriptor, registry: AnyRegistry = appRegistry): string[] {
  return [...new Set(formsOf(descriptor, registry).flatMap(({ body }) => formEntities(body, registry)))];
}

function property(file: string, place: string, entities: Entities, entity: string, name: string): EntityProperty {
  const schema = entities[entity];
  if (!schema) throw new DescriptorError(file, place, `unknown entity "${entity}": there is no ${entityFile(entity)}`);
  const found = schema.properties[name];
  if (!found) {
    const known = Object.keys(schema.properties);
    const near = nearest(name, known);
    throw new DescriptorError(
      file,
      place,
      `"${name}" is not a field of ${entityFile(entity)}${near ? ` (did you mean "${near}"?)` : ''}; its fields: ${known.join(', ')}`,
    );
  }
  const bound: EntityProperty = { entity, required: (schema.required ?? []).includes(name) };
  for (const key of LIMITS) if (found[key] !== undefined) (bound as Json)[key] = found[key];
  const facts = sharedFactsOf(schema);
  if (facts?.facts[name]?.englishOnly) bound.englishOnly = { note: facts.englishOnlyNote, languageField: facts.language };
  return bound;
}

/** A field's limits read from another record: a number field, and min and max fields of the entity that record is. */
function bindLimits(file: string, place: string, field: Field, entities: Entities, registry: AnyRegistry) {
  const limits = field.limits!;
  if (registry.fieldKinds[field.widget]?.valueType !== 'number') {
    const numeric = Object.keys(registry.fieldKinds).filter((k) => registry.fieldKinds[k].valueType === 'number');
    throw new DescriptorError(file, `${place}.limits`, `limits bound a number, and "${field.widget}" is no number kind; use the widget ${numeric.map((k) => `"${k}"`).join(' or ')}`);
  }
  for (const bound of ['min', 'max'] as const) if (limits[bound]) property(file, `${place}.limits.${bound}`, entities, limits.entity, limits[bound]!);
}

/** One form held at `at`: its field names checked against its entity, each field given its property. */
function bindForm(file: string, at: string, form: FormBody, entities: Entities, registry: AnyRegistry) {
  for (const entity of formEntities(form, registry)) {
    if (!entities[entity]) throw new DescriptorError(file, placeIn(at, entity === form.entity ? 'entity' : 'parts'), `unknown entity "${entity}": there is no ${entityFile(entity)}`);
  }
  // A value joined into the record by a further load call (a user's permissions) is declared by that call.
  const joined = new Set((form.load?.with ?? []).map((w) => w.field));
  const bind = (parts: FormPart[], entity: string, where: string) =>
    parts.forEach((part, i) => {
      const place = `${where}[${i}]`;
      if ('section' in part) bind(part.parts, part.entity ?? entity, `${place}.parts`);
      else if (isStatic(part)) return;
      else if (isGroup(part)) {
        const storage = registry.groupStorage[part.storage];
        if (storage?.toBody) property(file, `${place}.name`, entities, entity, part.name);
        const itemEntity = part.entity ?? storage?.entity;
        if (!itemEntity) return;
        part.items.forEach((item, j) => {
          const name = item.name ?? storage?.itemProperty;
          if (!name) return;
          item.bound = property(file, `${place}.items[${j}]${item.name ? '.name' : ''}`, entities, itemEntity, name);
          checkValueType(file, `${place}.items[${j}].widget`, name, item, item.bound, registry);
        });
      } else if (!joined.has(part.name)) {
        part.bound = property(file, `${place}.name`, entities, entity, part.name);
        for (const name of part.computed ? (registry.computed[part.computed.compute]?.fields(part.computed) ?? []) : []) property(file, `${place}.computed`, entities, entity, name);
        if (part.limits) bindLimits(file, place, part, entities, registry);
        // After the limits: a text with limits is told the limits bound a number.
        checkValueType(file, `${place}.widget`, part.name, part, part.bound, registry);
      }
    });
  bind(form.parts, form.entity, placeIn(at, 'parts'));
  (form.rules ?? []).forEach((use, i) => {
    for (const name of registry.rules[use.rule]?.fields(use) ?? []) property(file, placeIn(at, `rules[${i}]`), entities, form.entity, name);
  });
}

/**
 * Checks every field name of the forms a screen holds against their entity and puts the entity's property on each
 * field (`bound`). Throws a DescriptorError naming the descriptor, the place, the entity's file and its fields.
 */
export function bindEntities<D extends ScreenDescriptor>(file: string, descriptor: D, entities: Entities, registry: AnyRegistry = appRegistry): D {
  for (const { at, body } of formsOf(descriptor, registry)) bindForm(file, at, body, entities, registry);
  return descriptor;
}
