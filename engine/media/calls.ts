import type { ImageTexts, MediaApi, MediaFile, MediaPage, MediaUsage } from './types';
import type { DataProvider } from '../data/provider';

interface StoredInfo {
  imageId?: number | null;
  altText?: string | null;
  caption?: string | null;
}

/** A file as older servers list it (name, key, url, size only) gets the fields the library reads. */
const complete = (file: Partial<MediaFile>): MediaFile => ({
  name: file.name ?? '',
  key: file.key ?? '',
  url: file.url ?? '',
  size: file.size ?? 0,
  lastModified: file.lastModified ?? '',
  width: file.width ?? null,
  height: file.height ?? null,
  thumbnailUrl: file.thumbnailUrl ?? null,
  imageId: file.imageId ?? null,
  altText: file.altText ?? '',
  caption: file.caption ?? '',
});

/** The media calls of section 7 (and the listing's paging, search and where-used of the media API). */
export function mediaCalls(provider: DataProvider): MediaApi {
  return {
    async list({ folder, search, missingAlt, page, pageSize }): Promise<MediaPage> {
      const query = { language: folder, page, pageSize, ...(search.trim() && { search: search.trim() }), ...(missingAlt && { missingAlt: true }) };
      const { data, headers } = await provider.send<Partial<MediaFile>[]>({ method: 'GET', path: '/AWSS3File/filesList', query });
      const total = Number(headers['x-total-count']);
      return { files: data.map(complete), total: Number.isFinite(total) ? total : data.length };
    },
    folders: () => provider.get('/AWSS3File/folders'),
    // The names repeat (name=a&name=b); axios would write name[]=a.
    usage: async (keys) => (await provider.send<MediaUsage[]>({ method: 'GET', path: `/AWSS3File/usage?${new URLSearchParams(keys.map((k) => ['name', k]))}` })).data,
    async upload(folder, file, onProgress) {
      const body = new FormData();
      body.append('Attachments', file, file.name);
      const { data } = await provider.send<{ files?: Partial<MediaFile>[] }>({ method: 'POST', path: '/AWSS3File/uploadFile', query: { language: folder }, body, onUploadProgress: onProgress });
      return (data?.files ?? []).map(complete);
    },
    async remove(keys) {
      if (keys.length === 1) await provider.send({ method: 'DELETE', path: `/AWSS3File/deleteFile/${encodeURIComponent(keys[0])}` });
      else await provider.send({ method: 'POST', path: '/AWSS3File/deleteMultipleFiles', body: keys });
    },
    async saveInfo(file, { altText, caption }) {
      const { data } = file.imageId
        ? await provider.send<StoredInfo>({ method: 'PUT', path: '/ImageInfos', body: { imageId: file.imageId, altText, caption } })
        : await provider.send<StoredInfo>({ method: 'POST', path: '/ImageInfos', body: { altText, caption, size: file.size, aws: file.url } });
      return { ...file, altText, caption, imageId: data?.imageId ?? file.imageId };
    },
    async info(file): Promise<ImageTexts> {
      const stored = await provider.get<StoredInfo>('/ImageInfos/GetImageInfoByAWSUrl', { aws: file.url }).catch((): StoredInfo => ({}));
      return { altText: stored.altText ?? file.altText, caption: stored.caption ?? file.caption };
    },
  };
}
