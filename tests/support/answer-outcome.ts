/** A small seeded generator, so that a failure can be replayed. */
export function random(seed: number) {
  return () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

/** What a writer makes of an answer: its text, or the error it threw, so two writers compare either way. */
export const outcome = (write: (data: unknown) => string, data: unknown) => {
  try {
    return write(data);
  } catch (error) {
    return `threw ${(error as Error).message}`;
  }
};
