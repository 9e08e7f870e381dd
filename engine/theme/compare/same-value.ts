/** Two form values are the same for the comparison when they read the same (1 and "1.00" differ; rich text by its words). */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
