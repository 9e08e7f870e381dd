import type { JSONSchema7 } from 'json-schema';

/** A value's schema as hover meets it: its own names, or the choices of a list of names (editor-schema.ts). */
const choicesOf = (schema: JSONSchema7): unknown[] =>
  Array.isArray(schema.enum) ? schema.enum : (schema.oneOf ?? []).flatMap((choice) => (typeof choice === 'object' && Array.isArray(choice.enum) ? choice.enum : []));

/**
 * The hover's text for the schema under the cursor: its description, then what it takes, plainly. A name's own
 * one-value choice says only what the name does; a list says its names; otherwise the type.
 */
export function hoverTexts({ schema }: { schema: JSONSchema7 }): { message: string; typeInfo: string } {
  const choices = choicesOf(schema);
  const type = [schema.type ?? []].flat().join(' or ');
  const typeInfo = choices.length > 1 ? `one of ${choices.map((c) => `\`${String(c)}\``).join(', ')}` : choices.length === 1 ? '' : type ? `\`${type}\`` : '';
  // The library draws a box whatever it is given: never an empty one.
  return { message: schema.description ?? '', typeInfo: typeInfo || (schema.description ? '' : 'any value the check accepts') };
}
