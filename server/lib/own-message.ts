import type { ErrorObject } from 'ajv';
import { FIELD_KEYWORD, MESSAGE_KEYWORD, REASON_KEYWORD } from './schemas';

export interface OwnMessage {
  field: string;
  message: string;
  reason: string;
}

/**
 * The back office's own message for a schema refusal, when the schema that refused carries one: a
 * property's (its type, pattern, bounds, or its absence from `required`), or a rule's over several
 * fields (an anyOf naming its field). Ajv reports the failing branches of an anyOf before the anyOf
 * itself, so every error is looked at, first one with a message first.
 */
export function ownMessage(errors: ErrorObject[]): OwnMessage | null {
  for (const error of errors) {
    const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = (error.params as { missingProperty?: string }).missingProperty;
    const schema = (missing ? error.parentSchema?.properties?.[missing] : error.parentSchema) as Record<string, unknown> | undefined;
    const message = schema?.[MESSAGE_KEYWORD];
    if (typeof message !== 'string') continue;
    const field = [path, missing ?? (schema?.[FIELD_KEYWORD] as string | undefined)].filter(Boolean).join('.');
    const reason = schema?.[REASON_KEYWORD];
    return { field, message, reason: missing ? 'is required' : typeof reason === 'string' ? reason : message };
  }
  return null;
}
