import type { DataTypeName } from './data-types';

/**
 * Reads a cold page starts before the app's code has run (src/early-reads.ts), handed to the data provider, which
 * takes one over when its screen makes the same read (engine/data/provider.ts): the record arrives while the code
 * still downloads. Each is taken once; one not taken within EARLY_READ_KEPT_MS is dropped (the screen reads anew).
 */
/** A routed screen's reads that a cold page can make before the app's code runs (engine/descriptor/opening-reads.ts). */
export interface RouteReads {
  routes: string[];
  /** The data type the shell's gate asks a role for: the reads start only for a user the gate lets in. */
  dataType?: DataTypeName;
  reads: EarlyReadOf[];
}

/** A read as the page makes it: its path and query templates, and where one names the form's record, that record's read. */
export interface EarlyReadOf {
  path: string;
  query?: Record<string, unknown>;
  idParam?: string;
  firstTab?: boolean;
  /** The read whose answer is the record this read names ({record.x}), and which element of an array answer it is. */
  record?: { path: string; query?: Record<string, unknown>; pick?: 'first' | 'last' | 'object' };
}

/** Read by every screen as its route opens (engine/descriptor/published.ts): a cold page starts it with the screen's own. */
export const PUBLISHED_SCREENS_PATH = '/Screens/Published';

export const EARLY_READ_KEPT_MS = 15_000;

const started = new Map<string, { answer: Promise<unknown>; at: number }>();

/** What identifies a read, as the provider's shared reads key it: the filled path and the filled query. */
export const readKeyOf = (path: string, query: Record<string, unknown>) => JSON.stringify([path, query]);

export function startEarlyRead(key: string, answer: Promise<unknown>): void {
  // Its failure is the screen's to meet, by reading anew (takeEarlyRead's caller).
  answer.catch(() => undefined);
  started.set(key, { answer, at: Date.now() });
}

/** The early read of this key, once, if one was started and is fresh: its answer, which rejects where it failed. */
export function takeEarlyRead(key: string): Promise<unknown> | undefined {
  const early = started.get(key);
  if (!early) return undefined;
  started.delete(key);
  return Date.now() - early.at <= EARLY_READ_KEPT_MS ? early.answer : undefined;
}
