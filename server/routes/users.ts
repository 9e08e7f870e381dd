import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { deleteToBin, withBinEntryHeader } from '../bin/delete-to-bin';
import { usersBin } from '../bin/families/users';
import user from '../../schemas/user.json';
import { hashPassword } from '../auth/passwords';
import { grantsBeyond } from '../access/grants';
import { Errors, invalidField, notFound } from '../errors';
import { body, id, listOf, query, record, route, withMessage } from '../lib/schemas';
import { permissionsRepository } from '../repositories/permissions';
import { sessionsRepository } from '../repositories/sessions';
import { usersRepository } from '../repositories/users';

interface UserBody {
  userId?: number;
  firstName: string;
  lastName: string;
  username: string;
  image?: string | null;
  password?: string;
}

const MIN_PASSWORD = 8;
const PASSWORD_RULE = `must have at least ${MIN_PASSWORD} characters`;
const tags = ['Users'];
const saved = { type: 'object', properties: { userId: { type: 'integer' } } };

/** User administration (second document, Users): all under Settings Users. */
const routes: FastifyPluginAsync = async (app) => {
  const users = usersRepository(app.db);
  const sessions = sessionsRepository(app.db);
  const permissions = permissionsRepository(app.db);
  const isAdministrator = (username: string) => username.toLowerCase() === app.config.adminUsername.toLowerCase();

  /** Taking over an account (its password or username) needs every right that account holds. */
  async function mayTakeOver(req: FastifyRequest, targetId: number, targetName: string) {
    if (req.user!.isAdministrator || req.user!.userId === targetId) return;
    if (isAdministrator(targetName)) throw new Errors.Forbidden('Only the administrator may change the administrator account');
    const beyond = grantsBeyond(await permissions.byUser(req.user!.userId), await permissions.byUser(targetId));
    if (beyond.length) throw new Errors.Forbidden('This user holds rights you do not have');
  }

  async function checkUsername(username: string, exceptUserId = 0) {
    if (await users.usernameTaken(username, exceptUserId)) throw new Errors.Conflict(`The username ${username} is already taken`);
  }

  app.get('/Users/GetAllUsers', { config: { access: { dataType: 'Settings Users', action: 'read' } }, schema: route({ tags, response: listOf(user) }) }, async (req) => {
    await req.authorize(null);
    return users.list();
  });

  app.get<{ Querystring: { id: number } }>(
    '/Users/GetUserbyId',
    { config: { access: { dataType: 'Settings Users', action: 'read' } }, schema: route({ tags, querystring: query({ id }), response: record(user) }) },
    async (req) => {
      await req.authorize(null);
      return (await users.findById(req.query.id)) ?? Promise.reject(notFound('User', req.query.id));
    },
  );

  app.post<{ Body: UserBody }>(
    '/Users/Register',
    { config: { access: { dataType: 'Settings Users', action: 'write' } }, schema: route({ tags, body: body(user, { require: ['password'], narrow: { password: withMessage(`password ${PASSWORD_RULE}`, { minLength: MIN_PASSWORD }, { reason: PASSWORD_RULE }) } }), response: saved }) },
    async (req) => {
      await req.authorize(null);
      const { password = '', userId: _ignored, ...fields } = req.body;
      if (password.length < MIN_PASSWORD) throw invalidField('password', PASSWORD_RULE);
      await checkUsername(fields.username);
      return { userId: await users.create(fields, await hashPassword(password)) };
    },
  );

  app.post<{ Body: UserBody }>(
    '/Users/UpdateUser',
    { config: { access: { dataType: 'Settings Users', action: 'write' } }, schema: route({
        tags,
        body: body(user, { require: ['userId'], narrow: { password: withMessage(`password ${PASSWORD_RULE}`, { anyOf: [{ maxLength: 0 }, { minLength: MIN_PASSWORD }], description: 'A new password, or empty to keep the current one.' }, { reason: PASSWORD_RULE }) } }),
        response: saved,
      }), },
    async (req) => {
      await req.authorize(null);
      const { userId, password = '', ...fields } = req.body as Required<UserBody>;
      const existing = await users.findById(userId);
      if (!existing) throw notFound('User', userId);
      const changesAccess = password !== '' || fields.username.toLowerCase() !== existing.username.toLowerCase();
      if (changesAccess || isAdministrator(existing.username)) await mayTakeOver(req, userId, existing.username);
      if (isAdministrator(existing.username) && !isAdministrator(fields.username)) throw invalidField('username', 'of the administrator cannot change');
      await checkUsername(fields.username, userId);
      if (password !== '' && password.length < MIN_PASSWORD) throw invalidField('password', PASSWORD_RULE);
      const passwordHash = password !== '' ? await hashPassword(password) : undefined;
      const written = await app.db.transaction().execute(async (trx) => {
        const row = await usersRepository(trx).update(userId, { ...fields, ...(passwordHash && { passwordHash }) });
        if (passwordHash) await sessionsRepository(trx).revokeAllOf(userId);
        return row;
      });
      // The answer carries the version, so that the form can state it on its next save.
      return { userId, version: written?.version };
    },
  );

  app.delete<{ Querystring: { id: number } }>(
    '/Users/DeleteUser',
    withBinEntryHeader({ config: { access: { dataType: 'Settings Users' as const, action: 'delete' as const } }, schema: route({ tags, querystring: query({ id }), response: saved }) }),
    async (req, reply) => {
      await req.authorize(null);
      const existing = await users.findById(req.query.id);
      if (!existing) throw notFound('User', req.query.id);
      if (existing.userId === req.user!.userId) throw new Errors.Forbidden('You cannot delete your own account');
      await mayTakeOver(req, existing.userId, existing.username);
      await sessions.revokeAllOf(existing.userId); // also cascades, but be explicit: tokens die with the user
      // The user and their permissions go to the bin (server/bin/families/users.ts); their sessions do not.
      await deleteToBin(req, reply, usersBin, existing.userId, 'User');
      return { userId: existing.userId };
    },
  );
};

export default routes;
