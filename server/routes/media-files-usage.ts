import type { FastifyPluginAsync } from 'fastify';
import { query, route } from '../lib/schemas';
import { mediaKey } from '../media/folders';
import { names, wanted } from '../media/usage-match';
import { IMAGE_PLACES, mediaUsageRepository } from '../repositories/media-usage';

const fileName = { type: 'string', minLength: 1, maxLength: 500 } as const;

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
  items: { type: 'object', properties: { key: { type: 'string', title: 'Storage key' }, uses: { type: 'array', items: use } } },
};

/**
 * Where media files are used, so that an editor sees what a delete would break: in every
 * language, whatever the user may read (a file may be shared by any record of any language).
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
      const fragments = [...new Set(files.flatMap((f) => f.fragments))];
      const found = await Promise.all(IMAGE_PLACES.map(async (place) => ({ place, rows: await usage.candidates(place, fragments) })));
      return files.map((file) => ({
        key: file.key,
        uses: found.flatMap(({ place, rows }) =>
          rows
            .filter((row) => names(file, row.value, place.kind, row.languageId))
            .map((row) => ({ dataType: place.dataType, languageId: row.languageId, id: row.id, title: row.title, field: place.field, path: place.path(row.id) })),
        ),
      }));
    },
  );
};

export default routes;
