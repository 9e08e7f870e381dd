import type { FastifyPluginAsync } from 'fastify';
import { deleteToBin, withBinEntryHeader } from '../bin/delete-to-bin';
import { usersBin } from '../bin/families/users';
import user from '../../schemas/user.json';
import { hashPassword } from '../auth/passwords';
import { MIN_PASSWORD, PASSWORD_RULE, userAccounts, type UserBody } from '../auth/user-accounts';
import { invalidField, notFound } from '../errors';
import { body, id, listOf, query, record, route, withMessage } from '../lib/schemas';
import { sessionsRepository } from '../repositories/sessions';
import { usersRepository } from '../repositories/users';

const tags = ['Users'];
const saved = { type: 'object', properties: { userId: { type: 'integer' } } };

/** User administration (second document, Users): all under Settings Users. */
const routes: FastifyPluginAsync = async (app) => {
  const users = usersRepository(app.db);
  const sessions = sessionsRepository(app.db);
  const accounts = userAccounts(app.db, app.config.adminUsername);

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
      await accounts.checkUsername(fields.username);
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
      return accounts.save(req, req.body);
    },
  );

  app.delete<{ Querystring: { id: number } }>(
    '/Users/DeleteUser',
    withBinEntryHeader({ config: { access: { dataType: 'Settings Users' as const, action: 'delete' as const } }, schema: route({ tags, querystring: query({ id }), response: saved }) }),
    async (req, reply) => {
      await req.authorize(null);
      const existing = await users.findById(req.query.id);
      if (!existing) throw notFound('User', req.query.id);
      await accounts.refuseDelete(req, existing);
      await sessions.revokeAllOf(existing.userId); // also cascades, but be explicit: tokens die with the user
      // The user and their permissions go to the bin (server/bin/families/users.ts); their sessions do not.
      await deleteToBin(req, reply, usersBin, existing.userId, 'User');
      return { userId: existing.userId };
    },
  );
};

export default routes;
