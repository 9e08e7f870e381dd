import type { FastifyPluginAsync } from 'fastify';
import credentials from '../../schemas/credentials.json';
import permission from '../../schemas/permission.json';
import { signInService } from '../auth/sign-in';
import { sessionsRepository } from '../repositories/sessions';
import { body, errorResponse, listOf } from '../lib/schemas';

const signedInUser = {
  type: 'object',
  properties: {
    userId: { type: 'integer' },
    username: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    image: { type: ['string', 'null'] },
    token: { type: 'string' },
    isAdministrator: { type: 'boolean' },
  },
};

/** Sign-in, the older token call and sign-out (section 7, Authentication). */
const routes: FastifyPluginAsync = async (app) => {
  const service = signInService(app);
  const sessions = sessionsRepository(app.db);
  const publicCall = { public: true };

  app.post<{ Body: { username: string; password: string } }>(
    '/Users/Login',
    {
      config: publicCall,
      schema: {
        tags: ['Authentication'],
        summary: 'Sign in: the user, a bearer token and the permission entries',
        body: body(credentials),
        response: {
          200: { type: 'object', properties: { user: signedInUser, token: { type: 'string' }, permissions: listOf(permission) } },
          '4xx': errorResponse,
          '5xx': errorResponse,
        },
      },
    },
    async (req) => service.signIn(req.body.username, req.body.password, req.ip),
  );

  app.post<{ Body: { username: string; password: string } }>(
    '/User/Authenticate',
    {
      config: publicCall,
      schema: {
        tags: ['Authentication'],
        summary: 'Older sign-in variant: returns a token',
        body: body(credentials),
        response: {
          200: { type: 'object', properties: { token: { type: 'string' }, userId: { type: 'integer' }, username: { type: 'string' } } },
          '4xx': errorResponse,
          '5xx': errorResponse,
        },
      },
    },
    async (req) => {
      const { user, token } = await service.signIn(req.body.username, req.body.password, req.ip);
      return { token, userId: user.userId, username: user.username };
    },
  );

  app.post(
    '/Users/Logout',
    {
      config: { self: true },
      schema: {
        tags: ['Authentication'],
        summary: 'Sign out: the token sent is revoked',
        security: [{ bearer: [] }],
        response: { 200: { type: 'object', properties: { loggedOut: { type: 'boolean' } } }, '4xx': errorResponse, '5xx': errorResponse },
      },
    },
    async (req) => {
      req.accessChecked = true; // signing yourself out needs no role
      await sessions.revoke(req.tokenHash!);
      return { loggedOut: true };
    },
  );
};

export default routes;
