import { LANGUAGES } from '../../shared/languages';
import { fill, type TemplateContext } from '../data/templates';
import type { ListDelete } from '../model/descriptor';
import { UNDO_SECONDS } from './undoable-delete';

/** How long the bin keeps a deleted record (server/bin/rules.ts). */
const KEPT_DAYS = 30;

/**
 * What the confirmation adds under the specification's question, when the list names its items: which item, in
 * which language, what goes with it and how it comes back. "Delete the review “Finlo Market” (EN)? Its FAQ,
 * highlights and content go with it. You can undo this for 10 seconds, and an administrator can restore it from
 * the bin for 30 days."
 */
export function deleteConfirmation(remove: ListDelete, ctx: TemplateContext): string | undefined {
  if (!remove.names) return undefined;
  // A row that states its language (the bin's, null for a record without one) is named in it; any other in the list's.
  const languageId = ctx.row && 'languageId' in ctx.row ? ctx.row.languageId : ctx.language;
  const code = remove.names.language === false ? undefined : LANGUAGES.find((l) => l.languageId === languageId)?.folder;
  const named = `Delete ${namedItem(remove, ctx, 'the')}${code ? ` (${code})` : ''}?`;
  const undo = remove.undoable
    ? `You can undo this for ${UNDO_SECONDS} seconds, and an administrator can restore it from the bin for ${KEPT_DAYS} days.`
    : undefined;
  return [named, remove.names.goes, undo].filter(Boolean).join(' ');
}

/** The item as the confirmation and the notices name it: 'the review “Finlo Market”' ('The …' to start a sentence). */
export function namedItem(remove: ListDelete, ctx: TemplateContext, article: 'the' | 'The' = 'The'): string | undefined {
  if (!remove.names) return undefined;
  const name = shortened(String(fill(remove.names.name, ctx) ?? '').trim());
  return `${article} ${String(fill(remove.names.what, ctx))}${name ? ` “${name}”` : ''}`;
}

/** A name of at most NAME_LENGTH characters: a news text is named by its beginning. */
const NAME_LENGTH = 80;
const shortened = (name: string) => (name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1).trimEnd()}…` : name);
