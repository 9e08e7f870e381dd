import { deepEquals, type RJSFSchema, type ValidationData, type ValidatorType } from '@rjsf/utils';

type Schema = RJSFSchema | boolean;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function hasType(types: string | string[], value: unknown): boolean {
  const actual = typeOf(value);
  return ([] as string[]).concat(types).some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

function resolve(schema: RJSFSchema, root: RJSFSchema): Schema {
  if (!schema.$ref?.startsWith('#/')) return schema;
  const found = schema.$ref
    .slice(2)
    .split('/')
    .reduce<any>((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
  return found ?? true;
}

/** Whether a value fits a schema, for the keywords rjsf's choices and conditions use. */
function fits(input: Schema, value: unknown, root: RJSFSchema): boolean {
  const schema = typeof input === 'boolean' ? input : resolve(input, root);
  if (typeof schema === 'boolean') return schema;
  if ('const' in schema && !deepEquals(schema.const, value)) return false;
  if (schema.enum && !schema.enum.some((e) => deepEquals(e, value))) return false;
  if (schema.type && !hasType(schema.type as string | string[], value)) return false;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const row = value as Record<string, unknown>;
    if (schema.required?.some((key) => row[key] === undefined)) return false;
    for (const [key, sub] of Object.entries(schema.properties ?? {})) {
      if (row[key] !== undefined && !fits(sub as Schema, row[key], root)) return false;
    }
  }
  if (Array.isArray(value) && schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
    if (!value.every((item) => fits(schema.items as Schema, item, root))) return false;
  }
  if (schema.allOf && !schema.allOf.every((s) => fits(s as Schema, value, root))) return false;
  if (schema.anyOf && !schema.anyOf.some((s) => fits(s as Schema, value, root))) return false;
  if (schema.oneOf && schema.oneOf.filter((s) => fits(s as Schema, value, root)).length !== 1) return false;
  if (schema.not !== undefined && fits(schema.not as Schema, value, root)) return false;
  return true;
}

/**
 * The rjsf validator of the forms, without ajv (188 kB gzipped). rjsf needs a validator to resolve schemas: which
 * `oneOf` choice a value matches, which `if` branch holds. That is `isValid`, answered here for the keywords our
 * schemas use (const, enum, type, properties, required, items, allOf/anyOf/oneOf/not, local $ref). Checking
 * the values is not rjsf's job here: the descriptor's rules and the entity checks run before a save
 * (engine/form/useFormController.ts), so `validateFormData` finds nothing.
 */
export const lightValidator: ValidatorType<any, RJSFSchema, any> = {
  validateFormData(): ValidationData<any> {
    return { errors: [], errorSchema: {} };
  },
  isValid(schema, formData, rootSchema) {
    return fits(schema, formData, rootSchema);
  },
  rawValidation() {
    return { errors: [] };
  },
};
