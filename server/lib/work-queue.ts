/**
 * Runs at most `limit` jobs at once; the others wait their turn in the order they came. For work that
 * takes a core and memory per job (decoding images), so that many requests at once queue instead of
 * all running together.
 */
export function workQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished job hands its place to the first one waiting, if any.
  const next = () => {
    const first = waiting.shift();
    if (first) first();
    else running--;
  };
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await job();
    } finally {
      next();
    }
  };
}
