import fp from 'fastify-plugin';
import { Errors, invalidField } from '../errors';
import { sendMediaFile } from '../media/send-file';
import { isSafeKey } from '../storage/media-storage';

/**
 * The media files, public (the public site shows them), at MEDIA_BASE_URL when
 * that is a path on this server (/media-files by default); an absolute
 * MEDIA_BASE_URL means another host serves them.
 */
export default fp(
  async (app) => {
    const base = app.config.mediaBaseUrl;
    if (!base.startsWith('/')) return;
    app.get<{ Params: { '*': string } }>(
      `${base}/*`,
      { schema: { hide: true } },
      async (req, reply) => {
        const key = req.params['*'];
        if (!isSafeKey(key)) throw invalidField('name', 'is not a safe file name');
        const data = await app.storage.read(key);
        if (!data) throw new Errors.NotFound(`File ${key} does not exist`);
        return sendMediaFile(reply, key, data);
      },
    );
  },
  { name: 'media-files', dependencies: ['storage'] },
);
