import { defineScreenKind, definePack } from '../define';

const notice = { $ref: '#/definitions/notice' };
const NOTICES = ['uploaded', 'saved', 'saveFailed', 'deletedOne', 'deletedMany', 'copied', 'captionCopied', 'waitForUpload', 'listFailed'];
const folders = { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', pattern: '^[A-Z_-]+$' } };

/** The media library (screens/media/): its screen is bespoke, its folders, page sizes and notices are the descriptor's. */
export const mediaPack = definePack({
  screenKinds: {
    mediaLibrary: defineScreenKind({
      description: 'the media library: folders, upload, thumbnails, details, bulk delete (engine/media/)',
      bespoke: true,
      pagedSearch: { call: '/AWSS3File/filesList', param: 'search' },
      calls: () => [
        { path: '/AWSS3File/filesList' },
        { path: '/AWSS3File/folders' },
        { path: '/AWSS3File/usage' },
        { method: 'POST', path: '/AWSS3File/uploadFile' },
        { method: 'POST', path: '/AWSS3File/deleteMultipleFiles' },
        { method: 'DELETE', path: '/AWSS3File/deleteFile/{key}' },
        { path: '/ImageInfos/GetImageInfoByAWSUrl' },
        { method: 'POST', path: '/ImageInfos' },
        { method: 'PUT', path: '/ImageInfos' },
      ],
      schema: {
        type: 'object',
        additionalProperties: false,
        required: ['folders', 'secondaryFolders', 'foldersWithoutSecondary', 'pageSizes', 'defaultPageSize', 'notices'],
        properties: {
          folders,
          secondaryFolders: folders,
          foldersWithoutSecondary: folders,
          pageSizes: { type: 'array', minItems: 1, items: { type: 'integer', minimum: 1, maximum: 100 } },
          defaultPageSize: { type: 'integer', minimum: 1, maximum: 100 },
          notices: {
            type: 'object',
            additionalProperties: false,
            required: NOTICES,
            properties: Object.fromEntries([...NOTICES, 'deleteFailed'].map((n) => [n, notice])),
          },
        },
      },
    }),
  },
});
