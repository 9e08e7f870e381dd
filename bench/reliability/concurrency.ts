import { signIn } from '../../tests/support/http-client';

export interface ConcurrencyResult {
  clients: number;
  acknowledged: number;
  lost: number;
  conflicts: number;
  errors: number;
}

/**
 * N clients each make `saves` acknowledged read-modify-write increments of one counter
 * (a testimonial's tag line), retrying after a 409. Every acknowledged save must be in
 * the final value: lost = acknowledged - final. Without versions, saves overwrite each other.
 */
export async function readModifyWrite(url: string, options: { clients: number; saves: number; stateVersion: boolean }): Promise<ConcurrencyResult> {
  const call = await signIn(url);
  const created = await call('POST', '/Testimonials', { languageId: 1, fullName: 'Counter', tagLine: '0', testimonialText: 'read-modify-write' });
  if (created.status !== 200) throw new Error(`could not create the counter: ${created.status}`);
  const id = created.body.testimonialId;
  const read = async () => (await call('GET', `/Testimonials?id=${id}`)).body[0];
  const totals = { acknowledged: 0, conflicts: 0, errors: 0 };

  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      for (let done = 0; done < options.saves && totals.errors < 100; ) {
        const { version, ...record } = await read();
        const next = { ...record, tagLine: String(Number(record.tagLine) + 1), ...(options.stateVersion ? { version } : {}) };
        const answer = await call('PUT', '/Testimonials', next);
        if (answer.status === 200) {
          totals.acknowledged++;
          done++;
        } else if (answer.status === 409) totals.conflicts++;
        else totals.errors++;
      }
    }),
  );
  const final = Number((await read()).tagLine);
  return { clients: options.clients, ...totals, lost: totals.acknowledged - final };
}
