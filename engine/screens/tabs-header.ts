import { publicUrl } from '../data/public-url';
import { fill } from '../data/templates';
import { formatDate } from '../list/format';
import type { TabsHeader } from '../descriptor/types';

/**
 * What a tabbed editor shows above its tabs (descriptor `header`). Formats: `date` reads DD/MM/YYYY (first
 * document, section 9: 'Updated on' on forms), `publicUrl` the public address of a route url in the current
 * language (a link), `text` as it is; `empty` is shown when the record has no value.
 */
export type TabsHeaderItem = TabsHeader['show'][number];
export type { TabsHeader };

export interface HeaderValue {
  label: string;
  text: string;
  href?: string;
}


export function headerValues(items: TabsHeaderItem[], record: Record<string, unknown>, language: number): HeaderValue[] {
  return items.map((item) => {
    const raw = record[item.field];
    if (item.format === 'publicUrl') {
      const href = publicUrl(language, typeof raw === 'string' ? raw : null);
      return href ? { label: item.label, text: href, href } : { label: item.label, text: item.empty ?? '—' };
    }
    const text = item.format === 'date' ? formatDate(raw, '/') : raw === null || raw === undefined ? '' : String(raw);
    return { label: item.label, text: text || (item.empty ?? '—') };
  });
}

/** Fills {record.x} in a title from the header's record; without a record the placeholders are dropped. */
export function fillTitle(title: string, record: Record<string, unknown> | null): string {
  return String(fill(title, { language: 0, record: record ?? {} }))
    .replace(/\s*[:|-]\s*$/, '')
    .trim();
}
