import type { FastifyPluginAsync } from 'fastify';
import { listOf, route } from '../lib/schemas';
import { readableFolders } from '../media/readable-folders';
import { imageInfosRepository } from '../repositories/image-infos';

const summary = {
  type: 'object',
  properties: {
    folder: { type: 'string', title: 'Folder' },
    languageId: { type: ['integer', 'null'], title: 'Language (none for the shared folders)' },
    files: { type: 'integer', title: 'Files' },
    missingAltText: { type: 'integer', title: 'Files without alt text' },
  },
};

/** The folders of the media library the user may read, with how many files each holds and how many lack alt text. */
const routes: FastifyPluginAsync = async (app) => {
  app.get(
    '/AWSS3File/folders',
    { config: { access: { dataType: 'Media', action: 'read' } }, schema: route({ tags: ['Media'], response: listOf(summary) }) },
    async (req) => {
      const folders = await readableFolders(req);
      const paths = folders.map((f) => f.path);
      const [listings, described] = await Promise.all([Promise.all(paths.map((p) => app.storage.listFolder(p))), imageInfosRepository(app.db).keysWithAltText(paths)]);
      const withAlt = new Set(described);
      return folders.map((folder, i) => ({
        folder: folder.path,
        languageId: folder.languageId,
        files: listings[i].length,
        missingAltText: listings[i].filter((key) => !withAlt.has(key)).length,
      }));
    },
  );
};

export default routes;
