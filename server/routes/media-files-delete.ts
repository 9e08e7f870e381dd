import type { FastifyPluginAsync } from 'fastify';
import mediaFile from '../../schemas/media-file.json';
import { listOf, params, record, route } from '../lib/schemas';
import { removeMediaFiles } from '../media/remove-files';
import { MEDIA_FILE_NAME } from '../media/folders';

const tags = ['Media'];
const access = { dataType: 'Media', action: 'delete' } as const;
const fileName = MEDIA_FILE_NAME;

/** Deleting media files, with their image infos (first document, section 7, Media). */
const routes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: string[] }>(
    '/AWSS3File/deleteMultipleFiles',
    {
      config: { access },
      schema: route({ tags, body: { type: 'array', minItems: 1, maxItems: 500, items: fileName }, response: listOf(mediaFile) }),
    },
    async (req) => removeMediaFiles(app, req, req.body, (index) => String(index)),
  );

  app.delete<{ Params: { name: string } }>(
    '/AWSS3File/deleteFile/:name',
    { config: { access }, schema: route({ tags, params: params({ name: fileName }), response: record(mediaFile) }) },
    async (req) => (await removeMediaFiles(app, req, [req.params.name], () => 'name'))[0],
  );
};

export default routes;
