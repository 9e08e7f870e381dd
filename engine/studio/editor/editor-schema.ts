import type { JSONSchema7 } from 'json-schema';
import { descriptorSchema } from '../../descriptor/descriptor-schema';
import type { EntitySchema } from '../../model/entity';
import { registry as appRegistry, type AnyRegistry } from '../../registry/index';
import { withDescribedNames } from './described-names';

/**
 * The descriptor schema the code editor completes and explains from: the registry's names (field kinds, option
 * sources, rules…) with their descriptions, and for a field's `name` the properties of the entity the descriptor
 * names, each with its type and description. A screen's `kind` is picked from the registry's screen kinds, each
 * with its definition's description (the app's registry unless another is given).
 */
export function editorSchema(entity: EntitySchema | undefined, registry: AnyRegistry = appRegistry): JSONSchema7 {
  const schema = descriptorSchema(registry) as JSONSchema7 & { definitions: Record<string, JSONSchema7> };
  const properties = Object.entries(entity?.properties ?? {});
  const field = schema.definitions.field;
  if (properties.length && field?.properties) {
    field.properties.name = {
      type: 'string',
      description: `a field of the screen's entity: ${properties.map(([name]) => name).join(', ')}`,
      enum: properties.map(([name]) => name),
    };
  }
  // A part is told apart by what it holds, which a hover cannot name by its schema alone.
  const part = schema.definitions.part as JSONSchema7;
  schema.definitions.part = { description: 'A part of the screen: a field (`name`, `label`, `widget`), a section (`section`, `parts`), or a part of another kind by its `kind` (a group, a note…).', ...part };
  return withDescribedNames(schema, registry);
}
