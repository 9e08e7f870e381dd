import fp from 'fastify-plugin';
import { bearerToken, hashToken } from '../auth/tokens';
import { sessionsRepository } from '../repositories/sessions';
import { sessionLookup } from '../auth/session-lookup';
import { Errors } from '../errors';
import { isProtectedCall } from '../auth/protected-call';
import { roleMap, type RoleMap } from '../access/role-map';

export interface SignedInUser {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  /** The special administrator (ADMIN_USERNAME) passes every permission check. */
  isAdministrator: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SignedInUser | null;
    tokenHash: string | null;
    /** The signed-in user's roles, read with the session (server/plugins/access.ts checks them). */
    roles: RoleMap | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (sign-in). */
    public?: boolean;
  }
}

/** Every /api call needs a live bearer token, except those marked public. */
export default fp(
  async (app) => {
    const sessions = sessionsRepository(app.db);
    const sessionOf = sessionLookup(sessions.findUsersWithRoles);
    app.decorateRequest('user', null);
    app.decorateRequest('tokenHash', null);
    app.decorateRequest('roles', null);

    app.addHook('onRequest', async (req) => {
      if (!isProtectedCall(req)) return;
      const token = bearerToken(req.headers.authorization);
      if (!token) throw new Errors.Unauthenticated('no bearer token was sent');
      const tokenHash = hashToken(token);
      const session = await sessionOf(tokenHash);
      if (!session) throw new Errors.Unauthenticated('the token is unknown, expired or revoked');
      req.tokenHash = tokenHash;
      req.roles = roleMap(session.roles);
      req.user = {
        userId: session.userId,
        username: session.username,
        firstName: session.firstName,
        lastName: session.lastName,
        isAdministrator: session.username.toLowerCase() === app.config.adminUsername.toLowerCase(),
      };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
