import type { MediaStorage } from '../storage/media-storage';
import { displayName, folderOfKey } from './folders';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A file of the library and the ways a record may name it. */
export interface Wanted {
  key: string;
  languageId: number | null;
  /** The file name as written and percent-encoded: what the database is searched for. */
  fragments: string[];
  /** The key as the end of an address (any host, the media base or a bucket), as written or encoded. */
  address: RegExp;
  /** Names without the language folder: they point at this file only from a record of its language. */
  bareNames: string[];
}

export function wanted(storage: MediaStorage, key: string): Wanted {
  const encoded = key.split('/').map(encodeURIComponent).join('/');
  const fileName = key.slice(key.lastIndexOf('/') + 1);
  const forms = [...new Set([key, encoded, storage.url(key)])].map(escape).join('|');
  return {
    key,
    languageId: folderOfKey(key)?.languageId ?? null,
    fragments: [...new Set([fileName, encodeURIComponent(fileName)])],
    // Ends where an address ends: a quote, a space, a query or the end; never inside a longer name.
    address: new RegExp(`(?:^|[/"'=\\s(])(?:${forms})(?=$|[?#"'\\s)<>&])`),
    bareNames: [...new Set([displayName(key), fileName])],
  };
}

/** Whether a value of a place names the file: an address column exactly (by key, address or bare name), rich text by address. */
export function names(file: Wanted, value: string, kind: 'address' | 'html', recordLanguageId: number | null): boolean {
  if (kind === 'html') return file.address.test(value);
  const v = value.trim();
  if (file.address.test(v)) return true;
  const sameLanguage = file.languageId === null || recordLanguageId === null || file.languageId === recordLanguageId;
  return sameLanguage && file.bareNames.includes(v);
}
