type EntitySchema = { properties: Record<string, Record<string, unknown>> };

/**
 * The columns a request may write: the entity schema's properties that are not
 * read-only, without the embedded attribute list (stored in settings_attributes).
 */
export function editableFields(schema: EntitySchema): string[] {
  return Object.entries(schema.properties)
    .filter(([name, property]) => property.readOnly !== true && name !== 'settingsAttributes')
    .map(([name]) => name);
}
