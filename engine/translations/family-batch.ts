import { useEffect, useState } from 'react';
import { useEngine } from '../EngineContext';
import type { DataProvider } from '../data/provider';
import { familiesOf, type Family } from './family';

/** How long a family read for a list stays known: the rows drawn again when scrolling back ask nothing. */
const KEPT_MS = 10_000;

type Answer = Family | null;
interface Batch {
  ids: Set<string>;
  waiting: Map<string, ((family: Answer) => void)[]>;
}

const kept = new Map<string, { at: number; family: Answer }>();
const batches = new WeakMap<DataProvider, Map<string, Batch>>();

/** Asks for every id the rows drawn in this turn want in one call per record type, however many rows ask. */
function familyFor(provider: DataProvider, entity: string, id: string): Promise<Answer> {
  const key = `${entity}/${id}`;
  const known = kept.get(key);
  if (known && Date.now() - known.at < KEPT_MS) return Promise.resolve(known.family);
  let byEntity = batches.get(provider);
  if (!byEntity) batches.set(provider, (byEntity = new Map()));
  let batch = byEntity.get(entity);
  if (!batch) {
    const started: Batch = (batch = { ids: new Set(), waiting: new Map() });
    byEntity.set(entity, started);
    setTimeout(() => {
      byEntity!.delete(entity);
      const settle = (families: Record<string, Family>) => {
        for (const [asked, waiters] of started.waiting) {
          const family = families[asked] ?? null;
          kept.set(`${entity}/${asked}`, { at: Date.now(), family });
          waiters.forEach((resolve) => resolve(family));
        }
      };
      familiesOf(provider, entity, [...started.ids]).then(settle, (error) => {
        console.error('families load failed', error);
        for (const waiters of started.waiting.values()) waiters.forEach((resolve) => resolve(null));
      });
    }, 0);
  }
  batch.ids.add(id);
  return new Promise((resolve) => batch!.waiting.set(id, [...(batch!.waiting.get(id) ?? []), resolve]));
}

/** A record's family for a list's row: undefined while it is read, null where there is none to show. */
export function useFamilyInBatch(entity: string, id: unknown): Answer | undefined {
  const { provider } = useEngine();
  const [family, setFamily] = useState<Answer | undefined>(undefined);
  useEffect(() => {
    if (id === null || id === undefined || id === '') return setFamily(null);
    let live = true;
    void familyFor(provider, entity, String(id)).then((found) => live && setFamily(found));
    return () => {
      live = false;
    };
  }, [provider, entity, id]);
  return family;
}
