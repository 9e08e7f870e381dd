import type { Answer } from '../../tests/support/client';
import type { Client } from '../../tests/api/concurrency-families';
import { ADMIN_PASSWORD } from '../../tests/support/server-process';

/** The administrator of a running server as the API tests' client (get, post, put, call), over HTTP like a browser. */
export async function httpClient(url: string): Promise<Client> {
  const login = await fetch(`${url}/api/Users/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@p2p.local', password: ADMIN_PASSWORD }) });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text, headers: Object.fromEntries(res.headers) };
  };
  return { call, get: (path) => call('GET', path), post: (path, body) => call('POST', path, body), put: (path, body) => call('PUT', path, body) } as Client;
}
