import { useEffect, useRef, useState } from 'react';
import { useEngine } from '../EngineContext';
import { auditPage, type AuditEntry } from '../data/audit';
import type { DataProvider } from '../data/provider';
import { nameOf, recordLink, type RecordLink } from './record-link';
import { typeWords } from './type-words';
import type { Vocabulary } from './vocabulary';

const recordKey = (e: AuditEntry) => `${e.recordType}|${e.recordId}`;
const wordsKey = (e: AuditEntry) => `${e.recordType}|${e.languageId ?? ''}`;

/** A record named from what its entries hold: a deleted one, or one no form finds (it has no editor to open). */
function fromEntries(entries: AuditEntry[]): RecordLink {
  const values = Object.assign({}, ...entries.flatMap((e) => Object.entries(e.changes).map(([field, change]) => ({ [field]: change?.new ?? change?.old }))));
  return { name: nameOf(values) };
}

/** A record's newest entry says whether it still exists: a deleted one is named from its last values and has no editor to open. */
async function linkOf(provider: DataProvider, entry: AuditEntry, language: number): Promise<RecordLink> {
  const { entries } = await auditPage(provider, { type: entry.recordType, recordId: entry.recordId, page: 1, pageSize: 1 });
  if (entries[0]?.action === 'delete') return fromEntries(entries);
  return recordLink(provider, entry.recordType, entry.recordId, language);
}

/**
 * The audit screen's words for the entries of a page: each type's labels and choices (in the entry's language),
 * and each record's name with a link to its editor, as they load.
 */
export function useAuditWords(entries: AuditEntry[]) {
  const { provider, language } = useEngine();
  const [words, setWords] = useState<Record<string, Vocabulary>>({});
  const [records, setRecords] = useState<Record<string, RecordLink>>({});
  // Found once while the screen is open: a record's name and address, and the words of a type in a language.
  const links = useRef(new Map<string, Promise<RecordLink>>()).current;
  const vocabularies = useRef(new Map<string, Promise<Vocabulary>>()).current;
  useEffect(() => {
    let live = true;
    for (const entry of entries) {
      const lang = entry.languageId ?? language;
      const wk = wordsKey(entry);
      if (!vocabularies.has(wk)) vocabularies.set(wk, typeWords(entry.recordType, { provider, ctx: { language: lang, params: {}, record: {} } }));
      void vocabularies.get(wk)!.then((v) => live && setWords((w) => (w[wk] ? w : { ...w, [wk]: v })), () => undefined);
      const rk = recordKey(entry);
      const own = entries.filter((e) => recordKey(e) === rk);
      if (!links.has(rk)) links.set(rk, linkOf(provider, entry, lang));
      void links.get(rk)!.then((link) => live && setRecords((r) => ({ ...r, [rk]: link.name ? link : { ...fromEntries(own), ...link } })), () => undefined);
    }
    return () => {
      live = false;
    };
  }, [entries, provider, language, links, vocabularies]);
  return {
    /** Undefined until the type's words have loaded: a change is not shown with raw names first. */
    wordsOf: (entry: AuditEntry): Vocabulary | undefined => words[wordsKey(entry)],
    recordOf: (entry: AuditEntry): RecordLink | undefined => records[recordKey(entry)],
  };
}
