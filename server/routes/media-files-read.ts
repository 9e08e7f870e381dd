import type { FastifyPluginAsync } from 'fastify';
import mediaFile from '../../schemas/media-file.json';
import { notFound } from '../errors';
import { listOf, params, query, route } from '../lib/schemas';
import { describeFile } from '../media/describe';
import { allFolders, displayName, folderAt, FOLDER_PATTERN, mediaKey } from '../media/folders';
import { sendMediaFile } from '../media/send-file';
import type { StoredFile } from '../storage/media-storage';

const tags = ['Media'];
const access = { dataType: 'Media', action: 'read' } as const;

const newestFirst = (a: StoredFile, b: StoredFile) => b.lastModified.localeCompare(a.lastModified) || a.key.localeCompare(b.key);

/** Listing, searching and reading media files (first document, section 7, Media). */
const routes: FastifyPluginAsync = async (app) => {
  const describe = (files: StoredFile[]) => files.sort(newestFirst).map((f) => describeFile(app.storage, f));
  const statAll = async (keys: string[]) => (await Promise.all(keys.map((key) => app.storage.stat(key)))).filter((f) => f !== null);

  // Only the files directly in the chosen folder: the featured-image sub-folders show only when chosen.
  app.get<{ Querystring: { language: string } }>(
    '/AWSS3File/filesList',
    {
      config: { access },
      schema: route({ tags, querystring: query({ language: { type: 'string', pattern: FOLDER_PATTERN } }), response: listOf(mediaFile) }),
    },
    async (req) => {
      const folder = folderAt(req.query.language)!;
      await req.authorize(folder.languageId);
      return describe(await statAll(await app.storage.listFolder(folder.path)));
    },
  );

  app.get<{ Params: { term: string } }>(
    '/AWSS3File/filesListSearch/:term',
    { config: { access }, schema: route({ tags, params: params({ term: { type: 'string', minLength: 1, maxLength: 200 } }), response: listOf(mediaFile) }) },
    async (req) => {
      await req.authorize(null);
      const readable = await req.allowedLanguages();
      const term = req.params.term.toLowerCase();
      const folders = allFolders().filter((f) => f.languageId === null || readable.includes(f.languageId));
      const keys = (await Promise.all(folders.map((f) => app.storage.listFolder(f.path)))).flat();
      return describe(await statAll(keys.filter((key) => displayName(key).toLowerCase().includes(term))));
    },
  );

  app.get<{ Params: { name: string } }>(
    '/AWSS3File/getFile/:name',
    {
      config: { access },
      schema: route({ tags, params: params({ name: { type: 'string', minLength: 1, maxLength: 500 } }), response: { description: 'The file itself', type: 'string', format: 'binary' } }),
    },
    async (req, reply) => {
      const { key, folder } = mediaKey(req.params.name, 'name');
      await req.authorize(folder.languageId);
      const data = await app.storage.read(key);
      if (!data) throw notFound('File', key);
      return sendMediaFile(reply, key, data);
    },
  );
};

export default routes;
