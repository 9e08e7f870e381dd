import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

type Values = Record<string, unknown>;

/**
 * The draft journal: a form's unsaved edits kept in this browser's IndexedDB, one entry per record, language and
 * signed-in user (journal-key.ts), so that a crash, a closed tab or a reload does not lose them. An entry holds
 * only the fields the editor changed, with the values they had before and the record version they started from:
 * replayed over the record as it is stored now, a save against that version meets the conflict dialog when
 * another editor saved meanwhile.
 */
export interface JournalEntry {
  key: string;
  /** The version of the record the edits started from; none for a record not created yet. */
  version?: number;
  /** The changed fields and what the editor made of them. */
  edits: Values;
  /** The same fields as they were before the editor changed them (the merge's common base). */
  before: Values;
  /** When the edits were written (ms since the epoch). */
  savedAt: number;
}

/** Entries not touched for 30 days are pruned. */
export const JOURNAL_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const STORE = 'drafts';

interface JournalSchema extends DBSchema {
  drafts: { key: string; value: JournalEntry; indexes: { savedAt: number } };
}

let opened: Promise<IDBPDatabase<JournalSchema>> | null = null;

/** The journal's database, or null where the browser has no IndexedDB (then edits live only as long as the page). */
function journal(): Promise<IDBPDatabase<JournalSchema>> | null {
  if (typeof indexedDB === 'undefined') return null;
  opened ??= openDB<JournalSchema>('bo-draft-journal', 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'key' }).createIndex('savedAt', 'savedAt');
    },
    // Another tab upgrading or deleting the journal waits for this one to let go: it closes, and opens again when
    // next asked, so no tab is ever left waiting on another.
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
    terminated() {
      opened = null;
    },
  });
  return opened;
}

/**
 * Opens the journal ahead of a form that will read it: a screen about to open (engine/screens/preload-route.ts) has
 * the database open by the time its form asks for its draft, instead of waiting for the opening then.
 */
export function openJournal(): void {
  void journal()?.catch(() => undefined);
}

/**
 * A journal that cannot be written (storage full, a private window refusing IndexedDB) leaves the form working
 * as before: the edits are still on screen, only not kept past the page. Said in the console, not as a failure.
 */
function unkept(what: string) {
  return (error: unknown) => {
    console.warn(`draft journal: ${what} failed`, error);
  };
}

export async function keepEntry(entry: JournalEntry): Promise<void> {
  ahead.delete(entry.key);
  await journal()?.then((db) => db.put(STORE, entry)).catch(unkept('keep'));
}

/** Where an entry written as the page goes is also kept, synchronously. */
const LEAVING = 'bo-draft-journal-leaving:';

/**
 * Keeps an entry as the page goes (a reload, a closed tab): IndexedDB's write is asynchronous and the unload may cut
 * it off, so the entry is also written to localStorage at once, which the next read of its key takes over.
 */
export function keepEntryLeaving(entry: JournalEntry): void {
  try {
    localStorage.setItem(LEAVING + entry.key, JSON.stringify(entry));
  } catch (error) {
    unkept('keep at leaving')(error);
  }
  void keepEntry(entry);
}

/** The entry written as the page went, if any (and taken out of localStorage: the journal keeps it from now). */
function takeLeaving(key: string): JournalEntry | null {
  try {
    const text = localStorage.getItem(LEAVING + key);
    if (text === null) return null;
    localStorage.removeItem(LEAVING + key);
    const entry = JSON.parse(text) as JournalEntry;
    return entry && typeof entry.edits === 'object' && entry.edits && typeof entry.savedAt === 'number' ? entry : null;
  } catch (error) {
    unkept('read at leaving')(error);
    return null;
  }
}

const isEntry = (entry: JournalEntry | undefined): entry is JournalEntry => !!entry && typeof entry.edits === 'object' && !!entry.edits;

/** How long an entry read ahead waits for its form: past that, the form reads the journal as it is then. */
const AHEAD_KEPT_MS = 2000;

/** An entry read ahead: its read, and once done what it read. */
type ReadAhead = { entry: Promise<JournalEntry | null>; read?: { entry: JournalEntry | null } };

/** Entries read ahead of their forms (readEntryAhead), until a form takes one or its key is written or deleted. */
const ahead = new Map<string, ReadAhead>();

/**
 * Reads an entry as the screen of its form starts opening, with the record's own reads: the form that opens a moment
 * later then finds it read (entryNow) and can draw its record and its kept edits in its first pass. The first read of
 * the key takes it (readEntry); a write or delete of the key forgets it, so what is taken is what is kept.
 */
export function readEntryAhead(key: string): void {
  if (ahead.has(key)) return;
  const held: ReadAhead = { entry: readStored(key) };
  ahead.set(key, held);
  const forget = () => void (ahead.get(key) === held && ahead.delete(key));
  held.entry.then((entry) => {
    held.read = { entry };
    setTimeout(forget, AHEAD_KEPT_MS);
  }, forget);
}

/** The entry read ahead for this key if its read is done (taken: the journal is read again next time), else undefined. */
export function entryNow(key: string): { entry: JournalEntry | null } | undefined {
  const held = ahead.get(key);
  if (!held?.read) return undefined;
  ahead.delete(key);
  return held.read;
}

/** The entry kept for a key: the one read ahead for it if any (taken), else read now. */
export function readEntry(key: string): Promise<JournalEntry | null> {
  const held = ahead.get(key);
  ahead.delete(key);
  return held?.entry ?? readStored(key);
}

async function readStored(key: string): Promise<JournalEntry | null> {
  const leaving = typeof localStorage === 'undefined' ? null : takeLeaving(key);
  const db = journal();
  if (!db) return leaving;
  try {
    const stored = await (await db).get(STORE, key);
    const entry = isEntry(stored) ? stored : null;
    // The newer of the two: the page may have gone before IndexedDB kept its last write, or after.
    if (leaving && (!entry || leaving.savedAt > entry.savedAt)) {
      await keepEntry(leaving);
      return leaving;
    }
    return entry;
  } catch (error) {
    unkept('read')(error);
    return leaving;
  }
}

export async function dropEntry(key: string): Promise<void> {
  ahead.delete(key);
  if (typeof localStorage !== 'undefined') localStorage.removeItem(LEAVING + key);
  await journal()?.then((db) => db.delete(STORE, key)).catch(unkept('drop'));
}

/** Removes the entries written longer than the lifetime ago, every form's and user's alike. */
export async function pruneJournal(now: number): Promise<void> {
  const db = journal();
  if (!db) return;
  try {
    const tx = (await db).transaction(STORE, 'readwrite');
    let cursor = await tx.store.index('savedAt').openCursor(IDBKeyRange.upperBound(now - JOURNAL_LIFETIME_MS));
    while (cursor) {
      await cursor.delete();
      cursor = await cursor.continue();
    }
    await tx.done;
  } catch (error) {
    unkept('prune')(error);
  }
}

/** Every entry kept (for a look at the journal as a whole). */
export async function journalEntries(): Promise<JournalEntry[]> {
  const db = journal();
  return db ? (await db).getAll(STORE) : [];
}
