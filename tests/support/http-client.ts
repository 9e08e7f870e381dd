import { ADMIN_PASSWORD } from './server-process';

export interface Answer {
  status: number;
  body: any;
}

/** A signed-in client of a running server, over HTTP like a browser. */
export async function signIn(url: string) {
  const login = await fetch(`${url}/api/Users/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@p2p.local', password: ADMIN_PASSWORD }) });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  return async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const res = await fetch(`${url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  };
}

export type Call = Awaited<ReturnType<typeof signIn>>;
