import type { EntityProperty } from '../model/entity';
import type { AnyRegistry, JsonType } from '../registry/index';
import { DescriptorError } from './descriptor-error';

const numeric = (t: string) => t === 'number' || t === 'integer';
/** A number fits an integer property and the other way round (the entity's own check refuses a fraction). */
const fits = (sent: JsonType, wanted: string[]) => wanted.includes(sent) || (numeric(sent) && wanted.some(numeric));
const aOrAn = (types: string[]) => `${/^[aeiou]/.test(types[0]) ? 'an' : 'a'} ${types.join(' or ')}`;

/** The conversion that decides the type a field's value is sent as: the last of its conversions that changes it. */
const typeChange = (convert: string[], registry: AnyRegistry) => [...convert].reverse().find((c) => registry.conversions[c]?.apiType);

/** The types a field's value is sent as: its kind's, unless one of its conversions changes it. */
export function sentTypes(widget: string, convert: string[], registry: AnyRegistry): JsonType[] {
  const conversion = typeChange(convert, registry);
  if (conversion) return [registry.conversions[conversion].apiType!];
  const kind = registry.fieldKinds[widget];
  return kind ? (kind.stores ?? [kind.valueType]) : [];
}

/**
 * A field whose value cannot be its entity property's type is an error at build (a checkbox on a string, a number
 * on a text, a text on a boolean): the message names the widgets that give that type. A display kind is never sent.
 */
export function checkValueType(file: string, place: string, name: string, field: { widget: string; convert?: string[] }, bound: EntityProperty, registry: AnyRegistry) {
  const kind = registry.fieldKinds[field.widget];
  const wanted = [bound.type ?? []].flat().filter((t) => t !== 'null');
  if (!kind || kind.display || !wanted.length) return;
  const sent = sentTypes(field.widget, field.convert ?? [], registry);
  if (sent.some((t) => fits(t, wanted))) return;
  const conversion = typeChange(field.convert ?? [], registry);
  const fitting = Object.keys(registry.fieldKinds).filter((k) => !registry.fieldKinds[k].display && sentTypes(k, [], registry).some((t) => fits(t, wanted)));
  const fix = fitting.length ? `use a widget that gives one: ${fitting.map((k) => `"${k}"`).join(', ')}` : 'no widget gives one without a conversion';
  throw new DescriptorError(
    file,
    place,
    `"${field.widget}"${conversion ? ` converted by "${conversion}"` : ''} gives ${aOrAn(sent)}, and "${name}" of schemas/${bound.entity}.json is ${aOrAn(wanted)}; ${fix}`,
  );
}
