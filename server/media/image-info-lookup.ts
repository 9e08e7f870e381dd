import type { FastifyRequest } from 'fastify';
import type { ImageInfosRepository } from '../repositories/image-infos';
import { keyOfUrl } from './file-urls';
import { folderOfKey } from './folders';

type Info = NonNullable<Awaited<ReturnType<ImageInfosRepository['findByKey']>>>;

/**
 * The image info of a file address: by the key the address names, or by the
 * stored address itself when it was made under another base URL.
 */
export async function findImageInfo(infos: ImageInfosRepository, url: string, baseUrl: string): Promise<Info | undefined> {
  const key = keyOfUrl(url, baseUrl);
  return (key ? await infos.findByKey(key) : undefined) ?? (await infos.findByAws(url));
}

/** An image info belongs to the language of its file's folder (none for the shared folders). */
export function authorizeImageInfo(req: FastifyRequest, info: { key: string }) {
  return req.authorize(folderOfKey(info.key)?.languageId ?? null);
}
