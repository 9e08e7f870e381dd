import type { FastifyPluginAsync } from 'fastify';
import imageInfo from '../../schemas/image-info.json';
import { Errors, invalidField, notFound } from '../errors';
import { body, query, record, route } from '../lib/schemas';
import { pick } from '../repositories/crud';
import { IMAGE_INFO_FIELDS, imageInfosRepository } from '../repositories/image-infos';
import { keyOfUrl } from '../media/file-urls';
import { folderOfKey } from '../media/folders';
import { indexStoredFile } from '../media/index-file';
import { authorizeImageInfo, findImageInfo } from '../media/image-info-lookup';

type ImageInfoBody = { imageId?: number; altText: string; caption: string; aws?: string };

const tags = ['Media'];
const dataType = 'Media' as const;

/** Alt text and caption of media files (first document, section 7, Media). */
const routes: FastifyPluginAsync = async (app) => {
  const infos = imageInfosRepository(app.db);
  const baseUrl = app.config.mediaBaseUrl;

  app.get<{ Querystring: { aws: string } }>(
    '/ImageInfos/GetImageInfoByAWSUrl',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, querystring: query({ aws: imageInfo.properties.aws }), response: record(imageInfo) }) },
    async (req) => {
      const info = await findImageInfo(infos, req.query.aws, baseUrl);
      if (!info) throw notFound('Image info of', req.query.aws);
      await authorizeImageInfo(req, info);
      return info;
    },
  );

  // For a file that has no info yet (uploads get one at once); size and dimensions are measured, not taken from the client.
  app.post<{ Body: ImageInfoBody }>(
    '/ImageInfos',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(imageInfo), response: record(imageInfo) }) },
    async (req) => {
      const key = keyOfUrl(req.body.aws!, baseUrl);
      const folder = key && folderOfKey(key);
      if (!key || !folder) throw invalidField('aws', 'is not the address of a media file');
      await req.authorize(folder.languageId);
      const data = await app.storage.read(key);
      if (!data) throw invalidField('aws', 'is not the address of a stored file');
      const existing = await infos.findByKey(key);
      if (existing) throw new Errors.Conflict(`The file already has image info ${existing.imageId}: change it with PUT /ImageInfos`);
      const storedAt = (await app.storage.stat(key))?.lastModified ?? new Date().toISOString();
      const imageId = await infos.create(await indexStoredFile(app.storage, key, data, req.body, storedAt));
      return infos.findById(imageId);
    },
  );

  app.put<{ Body: ImageInfoBody }>(
    '/ImageInfos',
    {
      config: { access: { dataType, action: 'write' } },
      schema: route({ tags, body: body(imageInfo, { require: ['imageId'], optional: ['aws'] }), response: record(imageInfo) }),
    },
    async (req) => {
      const imageId = req.body.imageId!;
      const info = await infos.findById(imageId);
      if (!info) throw notFound('Image info', imageId);
      await authorizeImageInfo(req, info);
      const { aws } = req.body;
      if (aws !== undefined && aws !== info.aws && keyOfUrl(aws, baseUrl) !== info.key) throw invalidField('aws', 'cannot change: an image info stays with its file');
      await infos.update(imageId, pick(req.body, IMAGE_INFO_FIELDS));
      return infos.findById(imageId);
    },
  );
};

export default routes;
