import { LANGUAGES } from '../../shared/languages';
import type { DataTypeName } from '../../shared/data-types';
import { canAccess, roleOf, type AccessAction, type AccessSubject } from './can-access';

/**
 * The words of a refusal, made from what a record is called ("Review", from its entity schema's title) and the
 * language's name, so that every screen says it the same way and none names its family in code:
 * "You do not have access to this review in Spanish", "You may read reviews in English but not delete them".
 */

/** A record type's word inside a sentence: "Review" reads "review", an abbreviation ("SERP") stays as it is. */
export function recordWord(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** Several of them: "reviews", "countries", "url entries"; a word already plural ("News") stays. */
export function recordsWord(label: string): string {
  const word = recordWord(label);
  if (/s$/i.test(word)) return word;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

export function languageName(languageId: number): string {
  return LANGUAGES.find((l) => l.languageId === languageId)?.name ?? `language ${languageId}`;
}

/** A record the user may not read: what the screen shows in place of its form. */
export function noAccessToRecord(label: string | undefined, languageId: number): string {
  return `You do not have access to this ${label ? recordWord(label) : 'record'} in ${languageName(languageId)}`;
}

/** A screen (a list, a settings form) the user may not read in this language; without a label, its data type as it is. */
export function noAccessToScreen(label: string | undefined, languageId: number, dataType?: string): string {
  return `You do not have access to ${label ? recordsWord(label) : (dataType ?? 'this screen')} in ${languageName(languageId)}`;
}

/** What a role held lets one do with the records, said before what it does not. */
const MAY: Record<string, string> = { read: 'read', write: 'edit' };
/** What each refused action is called in the sentence ("…but not delete them"). */
const VERB: Record<AccessAction, string> = { view: 'open', edit: 'open', add: 'add', save: 'change', delete: 'delete' };

/**
 * Why an action is disabled, for its tooltip; undefined when it is allowed. `label` names the records ("Review"):
 * "You may read reviews in English but not delete them", "You do not have access to reviews in Spanish".
 */
export function whyNot(args: { action: AccessAction; resource: DataTypeName; languageId: number; subject: AccessSubject; label?: string }): string | undefined {
  if (canAccess(args)) return undefined;
  const records = args.label ? recordsWord(args.label) : args.resource;
  const where = languageName(args.languageId);
  const may = MAY[roleOf(args.subject, args.resource, args.languageId)];
  if (!may) return `You do not have access to ${records} in ${where}`;
  return `You may ${may} ${records} in ${where} but not ${VERB[args.action]} them`;
}
