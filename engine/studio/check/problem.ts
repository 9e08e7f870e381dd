/** One mistake in the working descriptor: its place as the build names it, the build's message, and where it lies in the text. */
export interface Problem {
  at: string;
  message: string;
  from?: number;
  to?: number;
}
