import type { DataProvider } from './provider';

/** Why a write was refused: it names the call, so whoever meets it knows what was kept from the server. */
export class WriteRefused extends Error {
  constructor(what: string, reason: string) {
    super(`${reason}: ${what} was not sent.`);
    this.name = 'WriteRefused';
  }
}

/**
 * A data provider that reads through the given one and refuses every other call (POST, PUT, DELETE) before it
 * leaves, with a message saying so. It guards a read-only subtree at the one place every call passes, so no save
 * step, hook, group storage or upload can write from it, whatever its screen's controls allow.
 */
export function readOnlyProvider(provider: DataProvider, reason = 'This screen is read-only here'): DataProvider {
  const refuse = (method: string, path: string) => Promise.reject(new WriteRefused(`${method} ${path}`, reason));
  return {
    call(spec, ctx, body, headers) {
      const method = spec.method ?? 'GET';
      return method === 'GET' ? provider.call(spec, ctx, body, headers) : refuse(method, spec.path);
    },
    ...(provider.prime && { prime: (spec, ctx) => provider.prime!(spec, ctx) }),
    ...(provider.peek && { peek: (spec, ctx) => provider.peek!(spec, ctx) }),
    get: (path, query) => provider.get(path, query),
    send(request) {
      return request.method === 'GET' ? provider.send(request) : refuse(request.method, request.path);
    },
  };
}
