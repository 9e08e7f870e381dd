import type { FormPart, Options } from '../model/descriptor';
import { fieldsOf, groupsOf } from '../model/parts';
import { registry as appRegistry, type AnyRegistry } from './index';

/** A choice list of a form: where its choices are kept (a field's name, or "<group>__<item key>") and its source. */
export interface ChoiceSource {
  key: string;
  options: Options;
}

/** Every choice list of a form: a field's under its name, a group item's under "<group>__<item key>". */
export function sourcesOf(parts: FormPart[], registry: AnyRegistry = appRegistry): ChoiceSource[] {
  const fields = fieldsOf(parts).filter((f) => f.options).map((f) => ({ key: f.name, options: f.options! }));
  const items = groupsOf(parts).flatMap((g) => {
    const storage = registry.groupStorage[g.storage];
    return storage ? g.items.filter((i) => i.options).map((i) => ({ key: `${g.name}__${storage.itemKey(i)}`, options: i.options! })) : [];
  });
  // A descriptor is checked when it loads, so an unknown source only reaches here unchecked: it has no choices.
  return [...fields, ...items].filter((s) => Object.hasOwn(registry.optionSources, s.options.from));
}
