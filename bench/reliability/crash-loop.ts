import type { Call } from '../../tests/support/http-client';

export interface BurstOutcome {
  /** testimonialId → the text its acknowledged create carried. */
  acknowledged: Map<number, string>;
  failed: number;
}

/**
 * `clients` clients create testimonials as fast as they can until `crash()` has
 * happened, then stop; only creates answered 200 count as acknowledged.
 */
export async function writeBurstUntil(call: Call, round: number, clients: number, crash: () => Promise<void>, afterMs: number): Promise<BurstOutcome> {
  const acknowledged = new Map<number, string>();
  let failed = 0;
  let crashed = false;
  const writers = Array.from({ length: clients }, async (_, client) => {
    for (let i = 0; !crashed; i++) {
      const testimonialText = `round ${round}, client ${client}, write ${i}`;
      try {
        const answer = await call('POST', '/Testimonials', { languageId: 1, fullName: 'Burst', tagLine: `r${round}`, testimonialText });
        if (answer.status === 200) acknowledged.set(answer.body.testimonialId, testimonialText);
        else failed++;
      } catch {
        failed++;
        if (crashed) break;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  });
  await new Promise((r) => setTimeout(r, afterMs));
  await crash();
  crashed = true;
  await Promise.all(writers);
  return { acknowledged, failed };
}

/** Acknowledged creates missing from the rows found after the crash (or stored with other text). */
export function lostOf(acknowledged: Map<number, string>, stored: Map<number, string>): number {
  let lost = 0;
  for (const [id, text] of acknowledged) if (stored.get(id) !== text) lost++;
  return lost;
}
