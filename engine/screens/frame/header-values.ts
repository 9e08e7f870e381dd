import type { HeaderEntry } from '../../model/descriptor';
import { show } from '../../list/format';

/** One value of a record header: its label and text, a link where its format makes one; an empty label: the text stands alone. */
export interface HeaderValue {
  label: string;
  text: string;
  href?: string;
}

/**
 * What a record screen's header shows of its record (descriptor `header.show`), each entry by its display format:
 * a `date` reads DD/MM/YYYY here ('Updated on', first document §9), `publicUrl` is the public address of a route url
 * in the current language (a link). A record without the value shows the entry's `empty` text in place of label and
 * value ('Not updated yet'), or the label and a dash.
 */
export function headerValues(entries: HeaderEntry[], record: Record<string, unknown>, language: number): HeaderValue[] {
  return entries.map((entry) => {
    const shown = show(record[entry.field], entry, 'header', language);
    if (shown.text) return { label: entry.label, ...shown };
    return entry.empty ? { label: '', text: entry.empty } : { label: entry.label, text: '—' };
  });
}
