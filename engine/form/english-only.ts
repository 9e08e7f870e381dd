import type { Field } from '../model/descriptor';
import { ENGLISH_LANGUAGE_ID } from '../../shared/shared-facts';
import type { ConditionContext } from './parts';

/**
 * A shared fact its entity keeps on the English record (the schema's sharedFacts, `englishOnly`): on a record in
 * another language the field is read-only and says where it is edited, whatever the descriptor says.
 */
export function withEnglishOnlyLock(field: Field, ctx: ConditionContext): { field: Field; locked: boolean } {
  const note = field.bound?.englishOnly;
  if (!note || ctx.language === ENGLISH_LANGUAGE_ID) return { field, locked: false };
  return { field: { ...field, help: field.help ? `${field.help} ${note}.` : note }, locked: true };
}
