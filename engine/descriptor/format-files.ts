import type { JsonSchema } from '../registry/index';

/** Where the descriptor format is kept, from the repository's root: the schema (the source) and the types written from it. */
export const DESCRIPTOR_SCHEMA_FILE = 'schemas/screen-descriptor.json';
export const DESCRIPTOR_TYPES_FILE = 'engine/model/descriptor.generated.ts';
/** The command that writes both again. */
export const WRITE_FORMAT_COMMAND = 'npm run descriptor:write';

/** The schema as the file holds it. */
export const schemaText = (schema: JsonSchema) => JSON.stringify(schema, null, 2) + '\n';
