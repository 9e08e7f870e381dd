import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Errors, notFound } from '../errors';
import { route } from '../lib/schemas';
import { currentWrite } from '../writes/context';
import { screenVersionsRepository, type NewScreenVersion } from '../repositories/screen-versions';
import { checkPublished } from '../screens/check-published';
import { effectiveDescriptor, versionValues } from '../screens/effective';
import { screenEntry, versionEntry } from '../screens/listing';
import { readShipped, shippedScreens, fileOf } from '../screens/shipped-files';
import { checkAnswer, checkBody, publishBody, publishedList, revertBody, screenDetail, screenList, screenParams, versionAnswer } from '../screens/route-schemas';

const tags = ['Screens'];
const dataType = 'Settings Screens' as const;
const read = { access: { dataType, action: 'read' as const } };
const write = { access: { dataType, action: 'write' as const } };
type Named = { Params: { area: string; name: string } };

const screenOf = (req: FastifyRequest<Named>) => `${req.params.area}/${req.params.name}`;

/** The shipped file of the screen a call names; 404 when none ships. */
function shippedOf(screen: string): unknown {
  const shipped = readShipped(screen);
  if (shipped === undefined) throw notFound('Screen', fileOf(screen));
  return shipped;
}

/** Refuses a descriptor the check finds fault with: the first problem as the build prints it, and all of them. */
async function refuseUnchecked(screen: string, descriptor: unknown, shipped: unknown) {
  const { problems, first } = await checkPublished(screen, descriptor, shipped);
  if (problems.length) throw Object.assign(new Errors.Invalid(first!), { problems });
}

const author = (req: FastifyRequest): Pick<NewScreenVersion, 'userId' | 'userName'> => ({ userId: req.user!.userId, userName: req.user!.username });

/**
 * The screen studio's calls (docs/server.md, "Screen versions"): the shipped screens, their published versions, the
 * check, publish and revert. Data type Settings Screens; the published screens are read by every signed-in user, as
 * each screen's load needs them.
 */
const routes: FastifyPluginAsync = async (app) => {
  const versions = screenVersionsRepository(app.db);

  app.get('/Screens', { config: read, schema: route({ tags, response: screenList }) }, async (req) => {
    await req.authorize(null);
    const latest = new Map((await versions.latestOfAll()).map((row) => [row.screen, row]));
    return shippedScreens().map((screen) => screenEntry(screen, latest.get(screen)));
  });

  app.get('/Screens/Published', { config: { self: true }, schema: route({ tags, response: publishedList }) }, async (req) => {
    req.accessChecked = true; // every signed-in user loads screens
    const running = [];
    for (const row of await versions.latestOfAll()) {
      const shipped = readShipped(row.screen);
      const merged = shipped === undefined ? undefined : effectiveDescriptor(row, shipped);
      if (!merged) continue;
      // A newer release may have made the change wrong beneath it: then the shipped file runs until it is fixed.
      if (merged.stale && (await checkPublished(row.screen, merged.descriptor, shipped)).problems.length) {
        req.log.warn({ screen: row.screen, version: row.version }, 'a published screen change no longer checks over the shipped file; the shipped file runs');
        continue;
      }
      running.push({ screen: row.screen, version: row.version, descriptor: merged.descriptor });
    }
    return running;
  });

  app.get<Named>('/Screens/:area/:name', { config: read, schema: route({ tags, params: screenParams, response: screenDetail }) }, async (req) => {
    await req.authorize(null);
    const screen = screenOf(req);
    const shipped = shippedOf(screen);
    const rows = await versions.history(screen);
    const merged = effectiveDescriptor(rows[0], shipped);
    const latest = rows[0];
    return {
      screen,
      file: fileOf(screen),
      shipped,
      current: merged && latest ? { version: latest.version, ...versionValues(latest), stale: merged.stale, userName: latest.userName, date: latest.date } : null,
      versions: rows.map(versionEntry),
    };
  });

  app.post<Named & { Body: { descriptor: Record<string, unknown> } }>(
    '/Screens/:area/:name/Check',
    { config: read, schema: route({ tags, params: screenParams, body: checkBody, response: checkAnswer }) },
    async (req) => {
      await req.authorize(null);
      const screen = screenOf(req);
      return { problems: (await checkPublished(screen, req.body.descriptor, shippedOf(screen))).problems };
    },
  );

  app.post<Named & { Body: { descriptor: Record<string, unknown>; baseVersion: number } }>(
    '/Screens/:area/:name/Publish',
    { config: write, schema: route({ tags, params: screenParams, body: publishBody, response: versionAnswer }) },
    async (req) => {
      await req.authorize(null);
      const screen = screenOf(req);
      const shipped = shippedOf(screen);
      await refuseUnchecked(screen, req.body.descriptor, shipped);
      const change = { action: 'publish' as const, revertedTo: null, descriptor: JSON.stringify(req.body.descriptor), shippedThen: JSON.stringify(shipped) };
      return { version: await versions.add({ screen, ...change, ...author(req) }, req.body.baseVersion) };
    },
  );

  app.post<Named & { Body: { version: number } }>(
    '/Screens/:area/:name/Revert',
    { config: write, schema: route({ tags, params: screenParams, body: revertBody, response: versionAnswer }) },
    async (req) => {
      await req.authorize(null);
      const screen = screenOf(req);
      const shipped = shippedOf(screen);
      // Every writing call's body `version` is taken as the version it states (server/plugins/writes.ts).
      const version = req.body.version ?? currentWrite()!.expected!;
      const target = version === 0 ? undefined : await versions.version(screen, version);
      if (version !== 0 && !target) throw notFound(`Version of ${screen}`, version);
      // An old change runs over the file as it is now: it must still pass the check there.
      const merged = effectiveDescriptor(target, shipped);
      if (merged) await refuseUnchecked(screen, merged.descriptor, shipped);
      const change = { action: 'revert' as const, revertedTo: version, descriptor: target?.descriptor ?? null, shippedThen: target?.shippedThen ?? null };
      return { version: await versions.add({ screen, ...change, ...author(req) }) };
    },
  );
};

export default routes;
