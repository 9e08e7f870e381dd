import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { clientErrors, frameworkErrors } from './lib/framework-errors';
import configPlugin from './plugins/config';
import clock from './plugins/clock';
import validation from './plugins/validation';
import jsonBodies from './plugins/json-bodies';
import earlyRefusal from './plugins/early-refusal';
import methodNotAllowed from './plugins/method-not-allowed';
import serialization from './plugins/serialization';
import securityHeaders from './plugins/security-headers';
import compression from './plugins/compression';
import database from './plugins/database';
import administrator from './plugins/administrator';
import auth from './plugins/auth';
import access from './plugins/access';
import pagedReads from './plugins/paged-reads';
import writes from './plugins/writes';
import storage from './plugins/storage';
import mediaFiles from './plugins/media-files';
import docs from './plugins/docs';
import health from './plugins/health';
import apiRoutes from './plugins/api-routes';
import demoContent from './plugins/demo-content';
import translationMemory from './plugins/translation-memory';
import glossary from './plugins/glossary';
import browserApp from './plugins/browser-app';

/** Builds the server: configuration, database, sign-in, permissions, storage, then the calls under /api. */
export async function buildApp(
  config: Config,
  // pluginTimeout: how long a plugin may take to start (ms, 0 = no limit); loading the demo content on a busy machine may take longer than Fastify's 10 s.
  options: { logger?: boolean; logStream?: NodeJS.WritableStream; pluginTimeout?: number } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, stream: options.logStream, redact: ['req.headers.authorization', 'body.password', '*.password'] },
    bodyLimit: 5 * 1024 * 1024,
    frameworkErrors,
    clientErrorHandler: clientErrors,
    trustProxy: config.trustProxy,
    // The first start applies every migration and loads the demo content (password hashing included),
    // which on a busy machine takes longer than Fastify's default 10 s per plugin.
    pluginTimeout: options.pluginTimeout ?? 120_000,
  });
  await app.register(configPlugin, { config });
  await app.register(clock);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(validation);
  await app.register(jsonBodies);
  await app.register(methodNotAllowed);
  await app.register(earlyRefusal);
  await app.register(serialization);
  await app.register(database);
  await app.register(writes);
  await app.register(administrator);
  await app.register(auth);
  await app.register(access);
  await app.register(pagedReads);
  await app.register(storage);
  await app.register(mediaFiles);
  await app.register(docs);
  await app.register(health);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(demoContent);
  await app.register(translationMemory);
  await app.register(glossary);
  await app.register(browserApp);
  return app;
}
