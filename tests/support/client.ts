import type { FastifyInstance } from 'fastify';
import { newToken } from '../../server/auth/tokens';
import { sessionsRepository } from '../../server/repositories/sessions';

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** Calls the API the way the back office does: JSON bodies and a bearer token. */
export class ApiClient {
  constructor(private app: FastifyInstance, public token: string | null, public userId = 0) {}

  static async signIn(app: FastifyInstance, username: string, password: string): Promise<ApiClient> {
    const res = await app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
    const body = res.json();
    return new ApiClient(app, body.token, body.user.userId);
  }

  /**
   * A client holding a session opened directly in the database, as a sign-in opens it, without the sign-in: that
   * checks the password with a slow hash (server/auth/passwords.ts), a fifth of a second of processor time, and a
   * file opens dozens of sessions. The sign-in itself is tested in auth.test.ts and sign-in-throttle.test.ts.
   */
  static async withSession(app: FastifyInstance, userId: number): Promise<ApiClient> {
    const { token, tokenHash } = newToken();
    await sessionsRepository(app.db).create(tokenHash, userId, app.config.tokenTtlMinutes);
    return new ApiClient(app, token, userId);
  }

  async call<T = any>(method: string, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      payload: payload as string | object | undefined,
      headers: { ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...headers },
    });
    let body: any = res.body;
    if (String(res.headers['content-type'] ?? '').includes('json') && res.body) body = res.json();
    return { status: res.statusCode, body, headers: res.headers };
  }

  get<T = any>(url: string) { return this.call<T>('GET', url); }
  post<T = any>(url: string, body?: unknown) { return this.call<T>('POST', url, body); }
  put<T = any>(url: string, body?: unknown) { return this.call<T>('PUT', url, body); }
  delete<T = any>(url: string, body?: unknown) { return this.call<T>('DELETE', url, body); }
}
