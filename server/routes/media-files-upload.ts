import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import mediaFile from '../../schemas/media-file.json';
import { listOf, query, route } from '../lib/schemas';
import path from 'node:path';
import { ATTACHMENTS_FIELD, MAX_FILES_PER_UPLOAD, stageAttachments } from '../media/attachments';
import { folderAt, FOLDER_PATTERN } from '../media/folders';
import { acceptImages, storeUploads } from '../media/store-uploads';
import { uploadSlots } from '../media/upload-slots';

const answer = {
  type: 'object',
  properties: { message: { type: 'string' }, files: listOf(mediaFile) },
};

/** The multipart form of an upload, as the API document shows it. */
const uploadBody = {
  type: 'object',
  properties: {
    [ATTACHMENTS_FIELD]: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_FILES_PER_UPLOAD,
      items: { type: 'string', format: 'binary' },
      description: 'The images (PNG, JPEG, GIF or WebP), one part each.',
    },
  },
  required: [ATTACHMENTS_FIELD],
};

/** Uploading to the media library (first document, section 7, Media): multipart, field Attachments. */
const routes: FastifyPluginAsync = async (app) => {
  // Registered here, not app-wide, so that multipart bodies reach only this call.
  await app.register(multipart, {
    limits: { fileSize: app.config.uploadLimitBytes, files: MAX_FILES_PER_UPLOAD, fields: 5, parts: MAX_FILES_PER_UPLOAD + 5 },
  });

  const slots = uploadSlots({ perUser: app.config.uploadsPerUser, perServer: app.config.uploadsAtOnce });
  // Files wait here, on the server's disk, from their arrival until they are stored or refused.
  const stagingDir = path.join(app.config.dataDir, 'uploads-in-progress');

  app.post<{ Querystring: { language: string } }>(
    '/AWSS3File/uploadFile',
    {
      // The multipart body is read by the handler (streamed), not validated by a schema: documented only.
      config: { access: { dataType: 'Media', action: 'write' }, swaggerTransform: ({ schema, url }: { schema: object; url: string }) => ({ schema: { ...schema, body: uploadBody }, url }) },
      schema: {
        ...route({ tags: ['Media'], querystring: query({ language: { type: 'string', pattern: FOLDER_PATTERN } }), response: answer }),
        consumes: ['multipart/form-data'],
        description:
          `Multipart form data; each file in the field ${ATTACHMENTS_FIELD}. One user may have ${app.config.uploadsPerUser} uploads in progress ` +
          `(another is refused with 429 TOO_MANY_UPLOADS) and the server ${app.config.uploadsAtOnce} (503 UPLOADS_BUSY); both answers carry Retry-After.`,
      },
    },
    async (req) => {
      const folder = folderAt(req.query.language)!;
      await req.authorize(folder.languageId);
      const release = slots.take(req.user!.userId);
      let staged: Awaited<ReturnType<typeof stageAttachments>> | undefined;
      try {
        staged = await stageAttachments(req, app.config.uploadLimitBytes, stagingDir);
        const images = await acceptImages(staged.files);
        return { message: 'Images has been uploaded', files: await storeUploads(app, folder, images) };
      } finally {
        await staged?.discard();
        release();
      }
    },
  );
};

export default routes;
