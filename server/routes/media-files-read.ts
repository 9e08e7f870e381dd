import type { FastifyPluginAsync } from 'fastify';
import mediaFile from '../../schemas/media-file.json';
import { notFound } from '../errors';
import { listOf, params, query, route } from '../lib/schemas';
import { describeListed, pageOf, type ListFilter } from '../media/folder-listing';
import { folderAt, FOLDER_PATTERN, MEDIA_FILE_NAME, mediaKey } from '../media/folders';
import { readableFolders } from '../media/readable-folders';
import { sendMediaFile } from '../media/send-file';
import { SERVED_TYPES } from '../media/image-types';

/** A stored file as getFile answers it: its bytes, typed by what they are. */
const servedFile = {
  description: 'The file itself, typed by its content: an image type an upload may hold, otherwise application/octet-stream.',
  content: Object.fromEntries(SERVED_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
};
import { folderRowsQuery, imageInfosRepository } from '../repositories/image-infos';

const tags = ['Media'];
const access = { dataType: 'Media', action: 'read' } as const;
const paging = {
  page: { type: 'integer', minimum: 1, title: 'Page (from 1; 10 files when no pageSize)' },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, title: 'Files per page' },
};
const totalCount = { 'x-total-count': { type: 'integer', description: 'How many files match, before paging' } };
const listing = (parts: Parameters<typeof route>[0]) => {
  const schema = route({ ...parts, response: listOf(mediaFile) });
  return { ...schema, response: { ...schema.response, 200: { ...schema.response[200], headers: totalCount } } };
};

/** Listing, searching and reading media files (first document, section 7, Media). */
const routes: FastifyPluginAsync = async (app) => {
  const folderRows = folderRowsQuery(app.db);

  // One folder's listing and its rows; the featured-image sub-folders only when chosen; no other folder is read.
  app.get<{ Querystring: { language: string } & ListFilter }>(
    '/AWSS3File/filesList',
    {
      config: { access },
      schema: listing({
        tags,
        querystring: query(
          {
            language: { type: 'string', pattern: FOLDER_PATTERN },
            search: { type: 'string', maxLength: 200, title: 'Part of the name, any case' },
            missingAlt: { type: 'boolean', title: 'Only files without alt text' },
            ...paging,
          },
          ['search', 'missingAlt', 'page', 'pageSize'],
        ),
      }),
    },
    async (req, reply) => {
      const folder = folderAt(req.query.language)!;
      await req.authorize(folder.languageId);
      const [keys, rows] = await Promise.all([app.storage.listFolder(folder.path), folderRows(folder.path)]);
      return pageOf(reply, await describeListed(app, keys, rows, req.query), req.query);
    },
  );

  // One listing per folder the user may read, never a walk of the whole store.
  app.get<{ Params: { term: string }; Querystring: ListFilter }>(
    '/AWSS3File/filesListSearch/:term',
    { config: { access }, schema: listing({ tags, params: params({ term: { type: 'string', minLength: 1, maxLength: 200 } }), querystring: query(paging, Object.keys(paging)) }) },
    async (req, reply) => {
      const folders = (await readableFolders(req)).map((f) => f.path);
      const [listings, rows] = await Promise.all([Promise.all(folders.map((f) => app.storage.listFolder(f))), imageInfosRepository(app.db).inFolders(folders)]);
      return pageOf(reply, await describeListed(app, listings.flat(), rows, { search: req.params.term }), req.query);
    },
  );

  app.get<{ Params: { name: string } }>(
    '/AWSS3File/getFile/:name',
    {
      config: { access },
      schema: route({ tags, params: params({ name: MEDIA_FILE_NAME }), response: servedFile }),
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
