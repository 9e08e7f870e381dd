import { htmlToText, looksLikeHtml } from '../../history/text-diff';

type Json = Record<string, any>;

/** A choice's label from the field's schema (oneOf of const/title), the value itself when it has none. */
function choiceLabel(value: unknown, schema: Json | undefined): string {
  const choice = (schema?.oneOf as Json[] | undefined)?.find((c) => c.const === value);
  return choice?.title ?? String(value);
}

/** A value as the English column reads it: choices by label, yes or no, lists joined, rich text as its words. */
export function englishText(value: unknown, schema: Json): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? '' : choiceLabel(v, schema.items))).filter(Boolean).join(', ');
  if (typeof value === 'object') return '';
  if (looksLikeHtml(value)) return htmlToText(String(value));
  return choiceLabel(value, schema);
}

export { sameValue } from './same-value';
