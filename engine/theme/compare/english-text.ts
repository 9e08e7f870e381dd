import { optionsList } from '@rjsf/utils';
import { htmlToText, looksLikeHtml } from '../../history/text-diff';

type Json = Record<string, any>;
type Choice = { value: unknown; label: string };

/**
 * A choice's label: in the English record's own list where it has one (a list per language, such as the authors,
 * names English choices the translation's list lacks), else as the field draws it (its schema's choices, labelled by
 * its uiSchema); the value itself when neither has it.
 */
function choiceLabel(value: unknown, schema: Json | undefined, uiSchema: Json | undefined, english: Choice[] | undefined): string {
  const own = english?.find((c) => c.value === value);
  if (own) return own.label;
  const choice = schema && (schema.enum || schema.oneOf || schema.anyOf) ? optionsList(schema, uiSchema)?.find((c) => c.value === value) : undefined;
  return choice?.label ?? String(value);
}

/**
 * A value as the English column reads it: choices by label (`english`: the field's choices in English, read with
 * the English record), yes or no, lists joined, rich text as its words.
 */
export function englishText(value: unknown, schema: Json, uiSchema?: Json, english?: Choice[]): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? '' : choiceLabel(v, schema.items, uiSchema?.items, english))).filter(Boolean).join(', ');
  if (typeof value === 'object') return '';
  if (looksLikeHtml(value)) return htmlToText(String(value));
  return choiceLabel(value, schema, uiSchema, english);
}

export { sameValue } from './same-value';
