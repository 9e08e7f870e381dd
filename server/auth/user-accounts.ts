import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from './passwords';
import { grantsBeyond } from '../access/grants';
import { Errors, invalidField, notFound } from '../errors';
import { permissionsRepository } from '../repositories/permissions';
import { sessionsRepository } from '../repositories/sessions';
import { usersRepository } from '../repositories/users';

export interface UserBody {
  userId?: number;
  firstName: string;
  lastName: string;
  username: string;
  image?: string | null;
  password?: string;
}

export const MIN_PASSWORD = 8;
export const PASSWORD_RULE = `must have at least ${MIN_PASSWORD} characters`;

/**
 * The rules of user accounts that more than one call holds (second document, Users): who may take an account over,
 * the user form's save, and what refuses a user's delete. The user calls run them, and a bulk delete of users
 * (server/bulk/families/users.ts) refuses by row exactly as DELETE /Users/DeleteUser refuses one.
 */
export function userAccounts(db: Kysely<Database>, adminUsername: string) {
  const users = usersRepository(db);
  const permissions = permissionsRepository(db);
  const isAdministrator = (username: string) => username.toLowerCase() === adminUsername.toLowerCase();

  /** Taking over an account (its password or username, or deleting it) needs every right that account holds. */
  async function mayTakeOver(req: FastifyRequest, targetId: number, targetName: string) {
    if (req.user!.isAdministrator || req.user!.userId === targetId) return;
    if (isAdministrator(targetName)) throw new Errors.Forbidden('Only the administrator may change the administrator account');
    const beyond = grantsBeyond(await permissions.byUser(req.user!.userId), await permissions.byUser(targetId));
    if (beyond.length) throw new Errors.Forbidden('This user holds rights you do not have');
  }

  async function checkUsername(username: string, exceptUserId = 0) {
    if (await users.usernameTaken(username, exceptUserId)) throw new Errors.Conflict(`The username ${username} is already taken`);
  }

  return {
    checkUsername,

    /** The save of the user form: a new password ends the user's sessions with the write. */
    async save(req: FastifyRequest, body: UserBody) {
      const { userId, password = '', ...fields } = body as Required<UserBody>;
      const existing = await users.findById(userId);
      if (!existing) throw notFound('User', userId);
      const changesAccess = password !== '' || fields.username.toLowerCase() !== existing.username.toLowerCase();
      if (changesAccess || isAdministrator(existing.username)) await mayTakeOver(req, userId, existing.username);
      if (isAdministrator(existing.username) && !isAdministrator(fields.username)) throw invalidField('username', 'of the administrator cannot change');
      await checkUsername(fields.username, userId);
      if (password !== '' && password.length < MIN_PASSWORD) throw invalidField('password', PASSWORD_RULE);
      const passwordHash = password !== '' ? await hashPassword(password) : undefined;
      const write = async (trx: Kysely<Database>) => {
        const row = await usersRepository(trx).update(userId, { ...fields, ...(passwordHash && { passwordHash }) });
        if (passwordHash) await sessionsRepository(trx).revokeAllOf(userId);
        return row;
      };
      // Inside a bulk change the write joins its transaction; alone it has its own.
      const written = db.isTransaction ? await write(db) : await db.transaction().execute(write);
      return { userId, version: written?.version };
    },

    /** What refuses a user's delete: one's own account, or an account holding rights the deleter lacks. */
    async refuseDelete(req: FastifyRequest, user: { userId: number; username: string }) {
      if (user.userId === req.user!.userId) throw new Errors.Forbidden('You cannot delete your own account');
      await mayTakeOver(req, user.userId, user.username);
    },
  };
}
