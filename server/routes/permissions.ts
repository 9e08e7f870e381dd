import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import permission from '../../schemas/permission.json';
import { grantsBeyond } from '../access/grants';
import { Errors, notFound } from '../errors';
import { bodyList, id, languageId, listOf, params, query, route } from '../lib/schemas';
import { permissionsRepository, type PermissionInput } from '../repositories/permissions';
import { usersRepository } from '../repositories/users';
import { signInService } from '../auth/sign-in';

const tags = ['Permissions'];

/** Permission entries per user (first and second documents, section 7). */
const routes: FastifyPluginAsync = async (app) => {
  const permissions = permissionsRepository(app.db);
  const users = usersRepository(app.db);
  const signIn = signInService(app);

  app.get<{ Params: { userId: number }; Querystring: { langId?: number } }>(
    '/Permissions/ByUserId/:userId',
    {
      config: { access: { dataType: 'Settings Users', action: 'read' } },
      schema: route({ tags, params: params({ userId: id }), querystring: query({ langId: languageId }, ['langId']), response: listOf(permission) }),
    },
    async (req) => {
      const target = await users.findById(req.params.userId);
      if (!target) throw notFound('User', req.params.userId);
      if (req.params.userId === req.user!.userId) req.accessChecked = true; // your own entries
      else await req.authorize(null);
      const entries = await signIn.permissionsOf(target.userId, target.username);
      return req.query.langId ? entries.filter((e) => e.languageId === req.query.langId) : entries;
    },
  );

  async function save(req: FastifyRequest<{ Body: PermissionInput[] }>) {
    await req.authorize(null);
    const entries = req.body.map(({ userId, languageId, dataTypeId, roleId }) => ({ userId, languageId, dataTypeId, roleId }));
    const targets = [...new Set(entries.map((e) => e.userId))];
    for (const userId of targets) {
      const target = await users.findById(userId);
      if (!target) throw notFound('User', userId);
      if (target.username.toLowerCase() === app.config.adminUsername.toLowerCase()) {
        throw new Errors.Forbidden('The administrator holds every right; its permissions cannot be edited');
      }
      if (!req.user!.isAdministrator && userId === req.user!.userId) throw new Errors.Forbidden('You cannot change your own permissions');
    }
    if (!req.user!.isAdministrator) {
      const beyond = grantsBeyond(await permissions.byUser(req.user!.userId), entries);
      if (beyond.length) {
        const g = beyond[0];
        throw new Errors.Forbidden(`You cannot grant role ${g.roleId} on data type ${g.dataTypeId} in language ${g.languageId}: it is above your own`);
      }
    }
    await app.db.transaction().execute((trx) => permissionsRepository(trx).upsert(entries));
    return (await Promise.all(targets.map((userId) => permissions.byUser(userId)))).flat();
  }

  const schema = route({ tags, body: bodyList(permission, { maxItems: 5 * 21 * 4 }), response: listOf(permission) });
  const config = { access: { dataType: 'Settings Users' as const, action: 'write' as const } };
  app.post<{ Body: PermissionInput[] }>('/Permissions', { config, schema }, save);
  app.put<{ Body: PermissionInput[] }>('/Permissions', { config, schema }, save);
};

export default routes;
