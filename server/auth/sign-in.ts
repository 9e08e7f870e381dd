import type { FastifyInstance } from 'fastify';
import { DATA_TYPES } from '../../shared/data-types';
import { LANGUAGE_IDS } from '../../shared/languages';
import { ROLES } from '../../shared/roles';
import { Errors } from '../errors';
import { permissionsRepository, describe, type PermissionEntry } from '../repositories/permissions';
import { sessionsRepository } from '../repositories/sessions';
import { usersRepository } from '../repositories/users';
import { decoyHash, verifyPassword } from './passwords';
import { SignInThrottle } from './throttle';
import { newToken } from './tokens';

/** A user's row as the sign-in reads it: the public fields and the password's hash. */
type Credentials = NonNullable<Awaited<ReturnType<ReturnType<typeof usersRepository>['findCredentials']>>>;

/** Checks credentials, throttles guessing and opens a session. */
export function signInService(app: FastifyInstance) {
  const users = usersRepository(app.db);
  const sessions = sessionsRepository(app.db);
  const permissions = permissionsRepository(app.db);
  const throttle = new SignInThrottle(app.db);

  /** The special administrator holds admin everywhere; listing it lets clients check one way. */
  async function permissionsOf(userId: number, username: string): Promise<PermissionEntry[]> {
    if (username.toLowerCase() !== app.config.adminUsername.toLowerCase()) return permissions.byUser(userId);
    return LANGUAGE_IDS.flatMap((languageId) =>
      Object.values(DATA_TYPES).map((dataTypeId) => describe({ permissionId: 0, userId, languageId, dataTypeId, roleId: ROLES.admin })),
    );
  }

  /** Checks the credentials (throttled) and opens a session: the sign-in's answer. */
  async function signIn(username: string, password: string, clientIp: string) {
    const attempt = await throttle.begin(username, clientIp);
    let user;
    try {
      user = await users.findCredentials(username);
      const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
      if (!user || !ok) {
        await throttle.failed(attempt);
        throw new Errors.InvalidCredentials();
      }
      await throttle.succeeded(attempt);
    } finally {
      await throttle.abandoned(attempt);
    }
    return openSession(user);
  }

  /** A new session of a user whose credentials were checked, as the sign-in answers it. */
  async function openSession(user: Credentials) {
    const { token, tokenHash } = newToken();
    await sessions.create(tokenHash, user.userId, app.config.tokenTtlMinutes);
    const { passwordHash: _hidden, ...profile } = user;
    const isAdministrator = user.username.toLowerCase() === app.config.adminUsername.toLowerCase();
    return { user: { ...profile, token, isAdministrator }, token, permissions: await permissionsOf(user.userId, user.username) };
  }

  return { permissionsOf, signIn, openSession };
}
