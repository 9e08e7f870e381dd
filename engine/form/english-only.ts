import type { Field } from '../model/descriptor';
import { ENGLISH_LANGUAGE_ID } from '../../shared/shared-facts';
import type { ConditionContext } from './parts';

/**
 * A shared fact its entity keeps on the English record (the schema's sharedFacts, `englishOnly`): on a record in
 * another language the field is read-only and says where it is edited, whatever the descriptor says. The record's
 * own language decides where the form holds it, the screen's language otherwise.
 */
export function withEnglishOnlyLock(field: Field, ctx: ConditionContext): { field: Field; locked: boolean } {
  const fact = field.bound?.englishOnly;
  if (!fact) return { field, locked: false };
  const stored = ctx.values[fact.languageField];
  const language = typeof stored === 'number' ? stored : ctx.language;
  if (language === ENGLISH_LANGUAGE_ID) return { field, locked: false };
  return { field: { ...field, help: field.help ? `${field.help} ${fact.note}.` : fact.note }, locked: true };
}
