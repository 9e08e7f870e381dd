import fp from 'fastify-plugin';
import { Errors, invalidField } from '../errors';
import { folderOfKey } from '../media/folders';
import { sendMediaFile } from '../media/send-file';
import { isThumbnailKey } from '../media/thumbnails';
import { isSafeKey } from '../storage/media-storage';

/**
 * The media files, public (the public site shows them), at MEDIA_BASE_URL when
 * that is a path on this server (/media-files by default); an absolute
 * MEDIA_BASE_URL means another host serves them. Only files inside the
 * documented media folders and their thumbnails are served: anything else in the storage (a stray
 * file in its root, the database beside it) is not the media library's.
 * Other sites may show the files (Cross-Origin-Resource-Policy), and a file
 * opened directly can run nothing (a sandboxing CSP).
 */
export default fp(
  async (app) => {
    const base = app.config.mediaBaseUrl;
    if (!base.startsWith('/')) return;
    app.get<{ Params: { '*': string } }>(
      `${base}/*`,
      {
        schema: { hide: true },
        config: { securityHeaders: 'media' },
      },
      async (req, reply) => {
        const key = req.params['*'];
        if (!isSafeKey(key)) throw invalidField('name', 'is not a safe file name');
        const data = folderOfKey(key) || isThumbnailKey(key) ? await app.storage.read(key) : null;
        if (!data) throw new Errors.NotFound(`File ${key} does not exist`);
        return sendMediaFile(reply, key, data);
      },
    );
  },
  { name: 'media-files', dependencies: ['storage', 'security-headers'] },
);
