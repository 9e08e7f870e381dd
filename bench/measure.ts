import autocannon from 'autocannon';

export interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /** Concurrent connections: fewer for the largest answers, so that each round completes enough of them. */
  connections?: number;
  /** Round length as a multiple of the base length. */
  weight?: number;
}

export interface Figures {
  rps: number;
  p99: number;
}

async function load(base: string, call: Call, headers: Record<string, string>, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: base + call.path,
    method: call.method,
    headers: { ...headers, ...(call.body ? { 'content-type': 'application/json' } : {}) },
    body: call.body ? JSON.stringify(call.body) : undefined,
    connections: call.connections ?? 10,
    duration: seconds * (call.weight ?? 1),
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${call.method} ${base}${call.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  if (result.requests.total < 5) throw new Error(`${call.method} ${base}${call.path}: only ${result.requests.total} answers in a round; give it more time (BENCH_SECONDS)`);
  return { rps: result.requests.total / result.duration, p99: result.latency.p99 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * One call on both servers, interleaved: a warm-up of each, then `rounds` rounds in which the two
 * take turns (the one that goes first alternates, so a drift of the machine's load hits both
 * alike). Answers the median requests per second and the median p99 of each.
 */
export async function compare(
  servers: { ours: string; bare: string; token: string },
  call: Call,
  options: { rounds: number; seconds: number; warmup: number },
): Promise<{ ours: Figures; bare: Figures }> {
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
  return { ours: summary(ours), bare: summary(bare) };
}
