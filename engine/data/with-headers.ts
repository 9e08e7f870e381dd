import type { DataProvider } from './provider';

/**
 * The provider with headers added to every call it makes: one save's calls, each step, hook and group storage
 * alike, all say the same thing to the server (a restore's X-Restores names what the save brings back).
 */
export function withHeaders(provider: DataProvider, headers: Record<string, string>): DataProvider {
  return {
    ...provider,
    call: (spec, ctx, body, own) => provider.call(spec, ctx, body, { ...headers, ...own }),
    send: (request) => provider.send({ ...request, headers: { ...headers, ...request.headers } }),
  };
}
