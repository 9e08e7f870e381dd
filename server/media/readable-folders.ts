import type { FastifyRequest } from 'fastify';
import { allFolders, type Folder } from './folders';

/**
 * The folders the user may read with the route's rule: those of the languages they hold it in and
 * the shared ones (which need the role in any language, so a user without any is refused).
 */
export async function readableFolders(req: FastifyRequest): Promise<Folder[]> {
  await req.authorize(null);
  const readable = await req.allowedLanguages();
  return allFolders().filter((f) => f.languageId === null || readable.includes(f.languageId));
}
