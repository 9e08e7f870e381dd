import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import mediaFile from '../../schemas/media-file.json';
import { listOf, query, route } from '../lib/schemas';
import { ATTACHMENTS_FIELD, MAX_FILES_PER_UPLOAD, readAttachments } from '../media/attachments';
import { folderAt, FOLDER_PATTERN } from '../media/folders';
import { acceptImages, storeUploads } from '../media/store-uploads';

const answer = {
  type: 'object',
  properties: { message: { type: 'string' }, files: listOf(mediaFile) },
};

/** Uploading to the media library (first document, section 7, Media): multipart, field Attachments. */
const routes: FastifyPluginAsync = async (app) => {
  // Registered here, not app-wide, so that multipart bodies reach only this call.
  await app.register(multipart, {
    limits: { fileSize: app.config.uploadLimitBytes, files: MAX_FILES_PER_UPLOAD, fields: 5, parts: MAX_FILES_PER_UPLOAD + 5 },
  });

  app.post<{ Querystring: { language: string } }>(
    '/AWSS3File/uploadFile',
    {
      config: { access: { dataType: 'Media', action: 'write' } },
      schema: {
        ...route({ tags: ['Media'], querystring: query({ language: { type: 'string', pattern: FOLDER_PATTERN } }), response: answer }),
        consumes: ['multipart/form-data'],
        description: `Multipart form data; each file in the field ${ATTACHMENTS_FIELD}.`,
      },
    },
    async (req) => {
      const folder = folderAt(req.query.language)!;
      await req.authorize(folder.languageId);
      const images = await acceptImages(await readAttachments(req, app.config.uploadLimitBytes));
      return { message: 'Images has been uploaded', files: await storeUploads(app, folder, images) };
    },
  );
};

export default routes;
