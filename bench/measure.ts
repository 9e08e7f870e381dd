import autocannon from 'autocannon';

export interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** The body of every request, or of the nth one (an update that changes something each time). */
  body?: unknown | ((n: number) => unknown);
  /** Concurrent connections: fewer for the largest answers, so that each round completes enough of them. */
  connections?: number;
  /** Round length as a multiple of the base length. */
  weight?: number;
}

export interface Figures {
  rps: number;
  p99: number;
}

export async function load(base: string, call: Call, headers: Record<string, string>, seconds: number): Promise<Figures> {
  let sent = 0;
  const bodyOf = typeof call.body === 'function' ? (call.body as (n: number) => unknown) : () => call.body;
  const result = await autocannon({
    url: base + call.path,
    method: call.method,
    headers: { ...headers, ...(call.body ? { 'content-type': 'application/json' } : {}) },
    requests: call.body ? [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(bodyOf(sent++)) }) }] : undefined,
    connections: call.connections ?? 10,
    duration: seconds * (call.weight ?? 1),
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${call.method} ${base}${call.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  if (result.requests.total < 5) throw new Error(`${call.method} ${base}${call.path}: only ${result.requests.total} answers in a round; give it more time (BENCH_SECONDS)`);
  return { rps: result.requests.total / result.duration, p99: result.latency.p99 };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export interface Comparison {
  ours: Figures;
  bare: Figures;
  /** Medians of the rounds' own ratios (ours/bare): each round's pair ran back to back. */
  ratio: Figures;
}

/**
 * One call on both servers, interleaved: a warm-up of each, then `rounds` rounds in which the two
 * take turns (the one that goes first alternates). Each round gives a ratio of two runs made
 * back to back, so a drift of the machine's load between rounds hits both sides of it alike;
 * the answer is the median of those ratios, with the median figures of each server beside it.
 */
export async function compare(
  servers: { ours: string; bare: string; token: string },
  call: Call,
  options: { rounds: number; seconds: number; warmup: number },
): Promise<Comparison> {
  const run = (which: 'ours' | 'bare', seconds: number) =>
    load(servers[which], call, which === 'ours' ? { authorization: `Bearer ${servers.token}` } : {}, seconds);
  await run('ours', options.warmup);
  await run('bare', options.warmup);
  const ours: Figures[] = [];
  const bare: Figures[] = [];
  for (let round = 0; round < options.rounds; round++) {
    if (round % 2 === 0) {
      ours.push(await run('ours', options.seconds));
      bare.push(await run('bare', options.seconds));
    } else {
      bare.push(await run('bare', options.seconds));
      ours.push(await run('ours', options.seconds));
    }
  }
  const summary = (figures: Figures[]) => ({ rps: median(figures.map((f) => f.rps)), p99: median(figures.map((f) => f.p99)) });
  // A p99 under 1 ms counts as 1 ms: autocannon reports whole milliseconds.
  const ratio = {
    rps: median(ours.map((o, i) => o.rps / bare[i].rps)),
    p99: median(ours.map((o, i) => Math.max(o.p99, 1) / Math.max(bare[i].p99, 1))),
  };
  return { ours: summary(ours), bare: summary(bare), ratio };
}
