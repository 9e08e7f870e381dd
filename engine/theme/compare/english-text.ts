import { optionsList } from '@rjsf/utils';
import { htmlToText, looksLikeHtml } from '../../history/text-diff';

type Json = Record<string, any>;

/** A choice's label as the field draws it (its schema's choices, labelled by its uiSchema), the value itself when it has none. */
function choiceLabel(value: unknown, schema: Json | undefined, uiSchema: Json | undefined): string {
  const choice = schema && (schema.enum || schema.oneOf || schema.anyOf) ? optionsList(schema, uiSchema)?.find((c) => c.value === value) : undefined;
  return choice?.label ?? String(value);
}

/** A value as the English column reads it: choices by label, yes or no, lists joined, rich text as its words. */
export function englishText(value: unknown, schema: Json, uiSchema?: Json): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? '' : choiceLabel(v, schema.items, uiSchema?.items))).filter(Boolean).join(', ');
  if (typeof value === 'object') return '';
  if (looksLikeHtml(value)) return htmlToText(String(value));
  return choiceLabel(value, schema, uiSchema);
}

export { sameValue } from './same-value';
