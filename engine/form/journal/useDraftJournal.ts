import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormBody } from '../../model/descriptor';
import { takeEarlierEdits } from './earlier-drafts';
import { editsOf, unjournaledFields } from './journal-edits';
import { journalKey } from './journal-key';
import { dropEntry, entryNow, JOURNAL_LIFETIME_MS, keepEntry, keepEntryLeaving, pruneJournal, readEntry, type JournalEntry } from './journal-store';

type Values = Record<string, unknown>;

/** Edits are written this long after the last change (and at once when the page goes). */
export const JOURNAL_DELAY_MS = 400;

/** Pruned once per page: old entries of every form go when the first form opens. */
let pruned = false;

/** After the first read of the journal in this page, its entries past their lifetime go. */
function pruneOnce(now: number) {
  if (pruned) return;
  pruned = true;
  void pruneJournal(now);
}

/** An entry past its lifetime is not restored (the prune that removes it runs after the read, not before it). */
const alive = (entry: JournalEntry | null, now: number) => (entry && entry.savedAt > now - JOURNAL_LIFETIME_MS ? entry : null);

/** What a form restores as it opens: the entry kept for its record and language (or taken over from an earlier version), and the version its edits start from. */
export interface Restored {
  language: number;
  entry: JournalEntry | null;
  /** The record's version as read, for edits made from now on where nothing was kept. */
  version?: number;
}

/**
 * The entry kept for this record and language, as `restore` takes it; with none, edits an earlier version kept
 * elsewhere for it (`loaded`: the values as read now), taken over once and written into the journal (`keeping`).
 */
function entryToRestore(form: FormBody, key: string, language: number, stored: JournalEntry | null, version: number | undefined, loaded: Values) {
  const earlier = stored ? null : takeEarlierEdits(form, { path: window.location.pathname, language }, loaded);
  if (!earlier) return { entry: stored, keeping: null };
  const entry: JournalEntry = { key, version: earlier.version ?? version, edits: earlier.edits, before: earlier.before, savedAt: earlier.savedAt };
  return { entry, keeping: keepEntry(entry) };
}

/**
 * `restore` at once, where the journal was read ahead for this record and language and its read is done
 * (journal-store.ts, readEntryAhead): a form whose record is here as it draws draws its kept edits with it.
 * Undefined where the journal is still to be read: the form restores after its load as usual.
 */
export function restoredNow(form: FormBody, where: Where, language: number, version: number | undefined, loaded: Values): Restored | undefined {
  const key = journalKey({ screen: where.screen, params: where.params, language, userId: where.userId });
  const read = entryNow(key);
  if (!read) return undefined;
  const now = Date.now();
  pruneOnce(now);
  // Edits taken over from an earlier version are written into the journal meanwhile (keepEntry reports its own failure).
  const { entry } = entryToRestore(form, key, language, alive(read.entry, now), version, loaded);
  return { language, entry, version };
}

export interface Where {
  screen: string;
  params: Record<string, string | undefined>;
  userId: number | string | undefined;
  /** Puts keys the text boxes still hold into the form (at once), before the page goes. */
  flushTyping?(): void;
}

/**
 * Keeps a form's unsaved edits in the draft journal (journal-store.ts) while it is dirty: written shortly after
 * each change and at once when the page is hidden or unloaded. `restore`, after each load, brings back the edits
 * kept for this record and language (or, once, those an earlier version kept elsewhere: earlier-drafts.ts) and
 * says from when (`restored`, for the notice). Every form keeps its edits here, rich text and calculators alike.
 */
export function useDraftJournal(form: FormBody, where: Where, values: Values, baseline: Values, dirty: boolean, opened?: Restored) {
  const leftOut = useMemo(() => unjournaledFields(form), [form]);
  // A form that drew its record in its first pass restored its edits then (restoredNow): the journal starts from there.
  const owner = useRef<{ key: string; version?: number } | null>(
    opened ? { key: journalKey({ screen: where.screen, params: where.params, language: opened.language, userId: where.userId }), version: opened.entry ? opened.entry.version : opened.version } : null,
  );
  const pending = useRef<JournalEntry | null>(null);
  /** The latest edits, written or about to be: what a page that goes keeps, even when IndexedDB's write is cut off. */
  const latest = useRef<JournalEntry | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Whether an entry of this form may be in the journal (so a clean form does not delete on every value it fills in). */
  const kept = useRef(!!opened?.entry);
  const [restored, setRestored] = useState<{ savedAt: number } | null>(opened?.entry ? { savedAt: opened.entry.savedAt } : null);
  const paramsKey = JSON.stringify(where.params);
  const keyFor = useCallback(
    (language: number) => journalKey({ screen: where.screen, params: where.params, language, userId: where.userId }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [where.screen, paramsKey, where.userId],
  );

  const write = useCallback(() => {
    clearTimeout(timer.current);
    const entry = pending.current;
    pending.current = null;
    if (entry) void keepEntry(entry);
  }, []);

  useEffect(() => {
    const at = owner.current;
    if (!at) return;
    const { edits, before } = editsOf(values, baseline, leftOut);
    if (!dirty || !Object.keys(edits).length) {
      clearTimeout(timer.current);
      pending.current = null;
      latest.current = null;
      if (kept.current) void dropEntry(at.key);
      kept.current = false;
      return;
    }
    pending.current = { key: at.key, version: at.version, edits, before, savedAt: Date.now() };
    latest.current = pending.current;
    kept.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(write, JOURNAL_DELAY_MS);
  }, [values, baseline, dirty, leftOut, write]);

  // A page that goes (a reload, a closed tab) writes at once, keys still held by a text box included; so does a form that closes.
  const flushTyping = useRef(where.flushTyping);
  flushTyping.current = where.flushTyping;
  useEffect(() => {
    const leaving = () => {
      flushTyping.current?.();
      const entry = pending.current ?? latest.current;
      clearTimeout(timer.current);
      pending.current = null;
      if (entry) keepEntryLeaving(entry);
    };
    window.addEventListener('pagehide', leaving);
    window.addEventListener('beforeunload', leaving);
    return () => {
      window.removeEventListener('pagehide', leaving);
      window.removeEventListener('beforeunload', leaving);
      write();
    };
  }, [write]);

  /** Saved or discarded: the edits are no longer a draft. */
  const drop = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    latest.current = null;
    setRestored(null);
    kept.current = false;
    if (owner.current) void dropEntry(owner.current.key);
  }, []);

  /** The entry of a record and language, read while the record itself is on its way (`read`), for `restore`. */
  const reading = useRef<{ key: string; entry: Promise<JournalEntry | null> } | null>(null);

  /**
   * Starts reading what the journal keeps for this record and language, as its load starts: the journal is read
   * alongside the record, not after it. Edits of the record or language open until now are written under their own key first.
   */
  const read = useCallback(
    (language: number): Promise<JournalEntry | null> => {
      write();
      const key = keyFor(language);
      const now = Date.now();
      const entry = readEntry(key).then((kept) => alive(kept, now));
      void entry.then(() => pruneOnce(now));
      reading.current = { key, entry };
      return entry;
    },
    [keyFor, write],
  );

  /**
   * After a load: the edits kept for this record and language, if any (as `read` started reading them). Their version
   * is the one they started from, so a record changed since is saved against that version and the conflict dialog
   * shows what differs. With none in the journal, edits an earlier version kept elsewhere for it (`loaded`: the values
   * as read now) are taken over once, written into the journal at once and restored the same way.
   */
  const restore = useCallback(
    async (language: number, version: number | undefined, loaded: Values): Promise<JournalEntry | null> => {
      const key = keyFor(language);
      const ahead = reading.current?.key === key ? reading.current.entry : null;
      reading.current = null;
      const { entry, keeping } = entryToRestore(form, key, language, await (ahead ?? read(language)), version, loaded);
      await keeping;
      owner.current = { key, version: entry ? entry.version : version };
      kept.current = !!entry;
      setRestored(entry ? { savedAt: entry.savedAt } : null);
      return entry;
    },
    [form, keyFor, read],
  );

  /** The record was read again or merged (a save went through): later edits start from this version. */
  const follow = useCallback((language: number, version: number | undefined) => {
    owner.current = { key: keyFor(language), version };
  }, [keyFor]);

  return useMemo(() => ({ drop, read, restore, follow, restored }), [drop, read, restore, follow, restored]);
}
