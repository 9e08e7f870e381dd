import type { Client, Family } from '../../tests/api/concurrency-families';
import type { ConcurrencyResult } from './concurrency';

/** The count a family's record holds in its mark ("Anna 7"); 0 before the first (a field still empty, or of another form). */
function countOf(family: Family, loaded: Record<string, unknown>): number {
  try {
    return Number(/Anna (\d+)\b/.exec(JSON.stringify(family.saved(loaded)))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * N clients each make `saves` acknowledged read-modify-write increments of a counter kept in one record of
 * the family, through the family's own load and save (as its edit screen does: the save states the version
 * loaded), retrying after a 409. Every acknowledged save must show in the final count.
 */
export async function familyReadModifyWrite(family: Family, clients: Client[], saves: number): Promise<ConcurrencyResult> {
  const id = await family.pick(clients[0]);
  const load = async (client: Client) => {
    const answer = await family.load(client, id);
    if (answer.status !== 200 || !answer.body) throw new Error(`${family.name}: loading answered ${answer.status}`);
    return answer.body;
  };
  const start = countOf(family, await load(clients[0]));
  const totals = { acknowledged: 0, conflicts: 0, errors: 0 };
  await Promise.all(
    clients.map(async (client) => {
      for (let done = 0; done < saves && totals.errors < 20; ) {
        const loaded = await load(client);
        const answer = await family.save(client, loaded, id, `Anna ${countOf(family, loaded) + 1}`);
        if (answer.status === 200) {
          totals.acknowledged++;
          done++;
        } else if (answer.status === 409) totals.conflicts++;
        else totals.errors++;
      }
    }),
  );
  const final = countOf(family, await load(clients[0]));
  return { clients: clients.length, ...totals, lost: totals.acknowledged - (final - start) };
}
