/** The title a read-only role sees: "Edit review" → "View review", any other "Settings" → "View: Settings". */
export function viewTitle(title: string): string {
  if (!title) return title;
  return /^Edit\b/i.test(title) ? title.replace(/^Edit\b/i, 'View') : `View: ${title}`;
}
