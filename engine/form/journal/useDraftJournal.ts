import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormBody } from '../../model/descriptor';
import { takeEarlierEdits } from './earlier-drafts';
import { editsOf, unjournaledFields } from './journal-edits';
import { journalKey } from './journal-key';
import { dropEntry, JOURNAL_LIFETIME_MS, keepEntry, keepEntryLeaving, pruneJournal, readEntry, type JournalEntry } from './journal-store';

type Values = Record<string, unknown>;

/** Edits are written this long after the last change (and at once when the page goes). */
export const JOURNAL_DELAY_MS = 400;

/** Pruned once per page: old entries of every form go when the first form opens. */
let pruned = false;

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
export function useDraftJournal(form: FormBody, where: Where, values: Values, baseline: Values, dirty: boolean) {
  const leftOut = useMemo(() => unjournaledFields(form), [form]);
  const owner = useRef<{ key: string; version?: number } | null>(null);
  const pending = useRef<JournalEntry | null>(null);
  /** The latest edits, written or about to be: what a page that goes keeps, even when IndexedDB's write is cut off. */
  const latest = useRef<JournalEntry | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Whether an entry of this form may be in the journal (so a clean form does not delete on every value it fills in). */
  const kept = useRef(false);
  const [restored, setRestored] = useState<{ savedAt: number } | null>(null);
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
      // An entry past its lifetime is not restored; the prune that removes it runs after the read, not before it.
      const entry = readEntry(key).then((kept) => (kept && kept.savedAt > now - JOURNAL_LIFETIME_MS ? kept : null));
      if (!pruned) {
        pruned = true;
        void entry.then(() => pruneJournal(now));
      }
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
      let entry = await (ahead ?? read(language));
      const earlier = entry ? null : takeEarlierEdits(form, { path: window.location.pathname, language }, loaded);
      if (earlier) {
        entry = { key, version: earlier.version ?? version, edits: earlier.edits, before: earlier.before, savedAt: earlier.savedAt };
        await keepEntry(entry);
      }
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
