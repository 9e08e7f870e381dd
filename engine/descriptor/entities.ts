/**
 * Forms bound to their entity: `"entity": "review"` means schemas/review.json. Every field a form, a
 * section or a group names must be a property of its entity; each field then carries that property
 * (type, enum, required, limits), so the browser checks what the server checks, from the same file.
 * A field joined into the record by `load.with` is declared by that call instead.
 */
import type { Field, FormBody, FormPart, ScreenDescriptor } from '../model/descriptor';
import { DescriptorError } from './descriptor-error';
import { isGroup, isStatic } from '../model/parts';
import { nearest } from './nearest';
import { registry, type FieldKindDefinition } from '../registry/index';
import type { Entities, EntityProperty } from '../model/entity';

type Json = Record<string, any>;

const entityFile = (entity: string) => `schemas/${entity}.json`;
const LIMITS = ['type', 'enum', 'maxLength', 'minLength', 'minimum', 'maximum', 'multipleOf'] as const;

function isForm(d: ScreenDescriptor): d is ScreenDescriptor & FormBody {
  return d.kind === 'form' || d.kind === 'modal-form';
}

/** The entity names a descriptor needs: the form's, its sections' and its groups'. */
export function entitiesNamed(descriptor: ScreenDescriptor): string[] {
  if (!isForm(descriptor)) return [];
  const names = new Set<string>([descriptor.entity]);
  const walk = (parts: FormPart[]) =>
    parts.forEach((part) => {
      if ('section' in part) {
        if (part.entity) names.add(part.entity);
        walk(part.parts);
      } else if ('kind' in part) {
        if (part.kind !== 'group') return;
        const entity = part.entity ?? registry.groupStorage[part.storage as keyof typeof registry.groupStorage]?.entity;
        if (entity) names.add(entity);
      } else if (part.limits) names.add(part.limits.entity);
    });
  walk(descriptor.parts);
  return [...names];
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
  return bound;
}

/** A field's limits read from another record: a number field, and min and max fields of the entity that record is. */
function bindLimits(file: string, place: string, field: Field, entities: Entities) {
  const limits = field.limits!;
  const kind = (registry.fieldKinds as Record<string, FieldKindDefinition>)[field.widget];
  if (kind?.valueType !== 'number') {
    const numeric = Object.keys(registry.fieldKinds).filter((k) => (registry.fieldKinds as Record<string, FieldKindDefinition>)[k].valueType === 'number');
    throw new DescriptorError(file, `${place}.limits`, `limits bound a number, and "${field.widget}" is no number kind; use the widget ${numeric.map((k) => `"${k}"`).join(' or ')}`);
  }
  for (const bound of ['min', 'max'] as const) if (limits[bound]) property(file, `${place}.limits.${bound}`, entities, limits.entity, limits[bound]!);
}

/**
 * Checks every field name of a form against its entity and puts the entity's property on each field
 * (`bound`). Throws a DescriptorError naming the descriptor, the place, the entity's file and its fields.
 */
export function bindEntities<D extends ScreenDescriptor>(file: string, descriptor: D, entities: Entities): D {
  if (!isForm(descriptor)) return descriptor;
  for (const entity of entitiesNamed(descriptor)) {
    if (!entities[entity]) throw new DescriptorError(file, entity === descriptor.entity ? 'entity' : 'parts', `unknown entity "${entity}": there is no ${entityFile(entity)}`);
  }
  // A value joined into the record by a further load call (a user's permissions) is declared by that call.
  const joined = new Set((descriptor.load?.with ?? []).map((w) => w.field));
  const bind = (parts: FormPart[], entity: string, at: string) =>
    parts.forEach((part, i) => {
      const place = `${at}[${i}]`;
      if ('section' in part) bind(part.parts, part.entity ?? entity, `${place}.parts`);
      else if (isStatic(part)) return;
      else if (isGroup(part)) {
        const storage = registry.groupStorage[part.storage as keyof typeof registry.groupStorage];
        if (storage?.toBody) property(file, `${place}.name`, entities, entity, part.name);
        const itemEntity = part.entity ?? storage?.entity;
        if (!itemEntity) return;
        part.items.forEach((item, j) => {
          const name = item.name ?? storage?.itemProperty;
          if (name) item.bound = property(file, `${place}.items[${j}]${item.name ? '.name' : ''}`, entities, itemEntity, name);
        });
      } else if (!joined.has(part.name)) {
        part.bound = property(file, `${place}.name`, entities, entity, part.name);
        if (part.computed) {
          const computation = registry.computed[part.computed.compute as keyof typeof registry.computed];
          for (const name of computation?.fields(part.computed) ?? []) property(file, `${place}.computed`, entities, entity, name);
        }
        if (part.limits) bindLimits(file, place, part, entities);
      }
    });
  bind(descriptor.parts, descriptor.entity, 'parts');
  (descriptor.rules ?? []).forEach((use, i) => {
    const rule = registry.rules[use.rule as keyof typeof registry.rules];
    for (const name of rule?.fields(use) ?? []) property(file, `rules[${i}]`, entities, descriptor.entity, name);
  });
  return descriptor;
}
