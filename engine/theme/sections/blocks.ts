type Json = Record<string, any>;

/** One top-level property of a form as the layout places it. */
export interface Block {
  name: string;
  /** A section's or group's heading: such a block folds and is listed in the index. */
  title?: string;
  side: boolean;
  /** The field names it holds, for its unsaved-changes mark. */
  fields: string[];
}

/** Keys the schema builder gives its containers (sections, fixed groups and their rows); any other key is a field. */
const CONTAINER = /^(section|group|row)\d+$/;

function fieldsIn(name: string, schema: Json | undefined): string[] {
  if (CONTAINER.test(name) && schema?.type === 'object') return Object.entries(schema.properties ?? {}).flatMap(([key, inner]) => fieldsIn(key, inner as Json));
  return /^static\d+$/.test(name) ? [] : [name];
}

/** The blocks of a form's root object, in order. */
export function blocksOf(names: string[], schema: Json, uiSchema: Json | undefined): Block[] {
  return names.map((name) => {
    const property = schema.properties?.[name] as Json | undefined;
    // A section or a fixed group is an object under a container key; a list group an array drawn by its own field.
    const container = (CONTAINER.test(name) && property?.type === 'object') || (property?.type === 'array' && !!uiSchema?.[name]?.['ui:field']);
    const titled = container && typeof property?.title === 'string' && property.title !== '';
    return {
      name,
      ...(titled && { title: property!.title as string }),
      side: uiSchema?.[name]?.['ui:options']?.place === 'side',
      fields: fieldsIn(name, property),
    };
  });
}

/** A form is long, and gets the index, from this many sections. */
export const LONG_FORM_SECTIONS = 3;
