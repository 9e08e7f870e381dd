import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for a set of options, read once by running its middleware on a
 * response that only records them. Helmet's answers depend on its options alone (never on the
 * request), so every answer can take the recorded set in one step instead of running a dozen
 * middlewares that each validate and set a header on the raw response.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => void (failure = error));
  if (failure) throw failure;
  return headers;
}
