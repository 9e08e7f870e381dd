import type { FastifyPluginAsync } from 'fastify';
import { deleteToBin, withBinEntryHeader } from '../bin/delete-to-bin';
import { imageInfosBin } from '../bin/families/image-infos';
import imageInfo from '../../schemas/image-info.json';
import { notFound } from '../errors';
import { id, listOf, params, record, route } from '../lib/schemas';
import { imageInfosRepository } from '../repositories/image-infos';
import { authorizeImageInfo, findImageInfo } from '../media/image-info-lookup';

const tags = ['Media'];
const access = { dataType: 'Media', action: 'delete' } as const;

/** Deleting image infos; the files stay (deleting a file is an AWSS3File call, which removes its info too). */
const routes: FastifyPluginAsync = async (app) => {
  const infos = imageInfosRepository(app.db);

  // Addresses without an info are skipped: the back office sends this after deleting the files, which already removed them.
  app.delete<{ Body: string[] }>(
    '/ImageInfos/DeleteImagesByAWSUrl',
    {
      config: { access },
      schema: route({ tags, body: { type: 'array', minItems: 1, maxItems: 500, items: imageInfo.properties.aws }, response: listOf(imageInfo) }),
    },
    async (req) => {
      const found = await Promise.all(req.body.map((url) => findImageInfo(infos, url, app.config.mediaBaseUrl)));
      const rows = [...new Map(found.filter((r) => r !== undefined).map((r) => [r.imageId, r])).values()];
      for (const row of rows) await authorizeImageInfo(req, row);
      if (!rows.length) await req.authorize(null);
      await app.db.transaction().execute((trx) => imageInfosRepository(trx).removeByKeys(rows.map((r) => r.key)));
      return rows;
    },
  );

  app.delete<{ Params: { imageId: number } }>(
    '/ImageInfos/:imageId',
    withBinEntryHeader({ config: { access }, schema: route({ tags, params: params({ imageId: id }), response: record(imageInfo) }) }),
    async (req, reply) => {
      const info = await infos.findById(req.params.imageId);
      if (!info) throw notFound('Image info', req.params.imageId);
      await authorizeImageInfo(req, info);
      // The texts go to the bin (server/bin/families/image-infos.ts); the file stays where it is.
      await deleteToBin(req, reply, imageInfosBin, req.params.imageId, 'Image info');
      return info;
    },
  );
};

export default routes;
