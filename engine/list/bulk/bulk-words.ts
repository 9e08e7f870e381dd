import { isWhole, type BulkAction } from '../../registry/list-bulk-in';
import { singular } from '../nouns';

/** How many records, in words: "1 blog post", "12 blog posts", "1 category". */
export const counted = (n: number, noun: string) => `${n.toLocaleString('en')} ${n === 1 ? singular(noun) : noun}`;

/** The field an action sets, in the preview's words. */
export const fieldWords = (action: BulkAction) => (isWhole(action) ? action.label : (action.field ?? action.label));

/** What an applied change did: "Author set to Bernd Neu on 11 blog posts". */
export const changeSummary = (action: BulkAction, after: string | null, written: number, noun: string) =>
  isWhole(action) ? `${counted(written, noun)} ${action.did}` : `${fieldWords(action)} set to ${after ?? '(empty)'} on ${counted(written, noun)}`;
