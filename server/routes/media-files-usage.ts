import type { FastifyPluginAsync } from 'fastify';
import { query, route } from '../lib/schemas';
import { mediaKey } from '../media/folders';
import { readableUses } from '../media/usage-access';
import { names, wanted } from '../media/usage-match';
import { IMAGE_PLACES, mediaUsageRepository } from '../repositories/media-usage';
import { MEDIA_FILE_NAME } from '../media/folders';

const fileName = MEDIA_FILE_NAME;

const use = {
  type: 'object',
  properties: {
    dataType: { type: 'string', title: 'Kind of record' },
    languageId: { type: ['integer', 'null'], title: 'Language' },
    id: { type: 'integer', title: 'Record id' },
    title: { type: 'string', title: 'Title' },
    field: { type: 'string', title: 'Field' },
    path: { type: ['string', 'null'], title: 'Back-office address' },
  },
};

const answer = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      key: { type: 'string', title: 'Storage key' },
      uses: { type: 'array', items: use, title: 'Uses in records the user may read' },
      hiddenUses: { type: 'integer', title: 'Uses in records the user may not read (counted, not named)' },
    },
  },
};

/**
 * Where media files are used, so that an editor sees what a delete would break. A file may be
 * shared by records of any language: the uses in records the user may read are named, the
 * others only counted, so that a delete is never blind and nothing unreadable is disclosed.
 */
const routes: FastifyPluginAsync = async (app) => {
  const usage = mediaUsageRepository(app.db);

  app.get<{ Querystring: { name: string[] } }>(
    '/AWSS3File/usage',
    {
      config: { access: { dataType: 'Media', action: 'read' } },
      schema: route({ tags: ['Media'], querystring: query({ name: { type: 'array', minItems: 1, maxItems: 100, items: fileName, title: 'Storage keys' } }), response: answer }),
    },
    async (req) => {
      const files = [...new Set(req.query.name.map((name, i) => mediaKey(name, `name.${i}`).key))].map((key) => wanted(app.storage, key));
      await req.authorize(null);
      const readable = await readableUses(req, IMAGE_PLACES);
      const fragments = [...new Set(files.flatMap((f) => f.fragments))];
      const found = await Promise.all(IMAGE_PLACES.map(async (place) => ({ place, rows: await usage.candidates(place, fragments) })));
      return files.map((file) => {
        const all = found.flatMap(({ place, rows }) => rows.filter((row) => names(file, row.value, place.kind, row.languageId)).map((row) => ({ place, row })));
        const shown = all.filter(({ place, row }) => readable(place, row.languageId));
        return {
          key: file.key,
          uses: shown.map(({ place, row }) => ({ dataType: place.dataType, languageId: row.languageId, id: row.id, title: row.title, field: place.field, path: place.path(row.id) })),
          hiddenUses: all.length - shown.length,
        };
      });
    },
  );
};

export default routes;
