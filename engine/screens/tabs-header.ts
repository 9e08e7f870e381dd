import { publicUrl } from '../data/public-url';
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

export function formatFormDate(value: unknown): string {
  if (!value) return '';
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

export function headerValues(items: TabsHeaderItem[], record: Record<string, unknown>, language: number): HeaderValue[] {
  return items.map((item) => {
    const raw = record[item.field];
    if (item.format === 'publicUrl') {
      const href = publicUrl(language, typeof raw === 'string' ? raw : null);
      return href ? { label: item.label, text: href, href } : { label: item.label, text: item.empty ?? '—' };
    }
    const text = item.format === 'date' ? formatFormDate(raw) : raw === null || raw === undefined ? '' : String(raw);
    return { label: item.label, text: text || (item.empty ?? '—') };
  });
}

/** Fills {record.x} in a title from the header's record; without a record the placeholders are dropped. */
export function fillTitle(title: string, record: Record<string, unknown> | null): string {
  return title
    .replace(/\{record\.(\w+)\}/g, (_, key: string) => (record && record[key] != null ? String(record[key]) : ''))
    .replace(/\s*[:|-]\s*$/, '')
    .trim();
}
