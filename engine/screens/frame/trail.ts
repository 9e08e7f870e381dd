import type { Breadcrumb } from '../../model/descriptor';
import { fill, type TemplateContext } from '../../data/templates';

export interface Crumb {
  text: string;
  to?: string;
}

/** A template filled from the record and the route; a value not known yet (the record still loading) is left out. */
export function fillText(template: string, ctx: TemplateContext): string {
  try {
    return String(fill(template, ctx) ?? '').trim();
  } catch {
    return template;
  }
}

/**
 * The breadcrumbs of a screen: the descriptor's way to it ("Reviews | {record.name}", or items that link), then
 * the screen's own title, which ends it. Empty without a breadcrumb: a top-level screen is its own way.
 */
export function trailOf(breadcrumb: Breadcrumb | undefined, title: string, ctx: TemplateContext): Crumb[] {
  if (!breadcrumb) return [];
  const items = typeof breadcrumb === 'string' ? breadcrumb.split('|') : breadcrumb;
  const way = items
    .map((item) => (typeof item === 'string' ? { text: item } : item))
    .map((item) => ({ ...item, text: fillText(item.text, ctx) }))
    .filter((item) => item.text !== '');
  return [...way, { text: title }];
}

/** A title with {record.x} filled; before the record loads its placeholders go, and a dangling separator with them. */
export function fillTitle(title: string, record: Record<string, unknown> | null | undefined): string {
  return fillText(title, { language: 0, record: record ?? {} }).replace(/\s*[:|-]\s*$/, '').trim();
}
