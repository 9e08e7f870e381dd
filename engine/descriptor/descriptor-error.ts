/** A mistake in a descriptor: which file, where in it, and what was expected there. */
export class DescriptorError extends Error {
  constructor(
    readonly file: string,
    readonly place: string,
    readonly expected: string,
  ) {
    super(`${file}: at ${place || 'the top'}: ${expected}`);
    this.name = 'DescriptorError';
  }
}
