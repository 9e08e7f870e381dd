import type { FastifyRequest } from 'fastify';

/** A matched /api call that needs a token and a permission check (sign-in and the API docs do not). */
export function isProtectedCall(req: FastifyRequest): boolean {
  const route = req.routeOptions.url;
  return !!route && route.startsWith('/api/') && !route.startsWith('/api/docs') && !req.routeOptions.config.public;
}
