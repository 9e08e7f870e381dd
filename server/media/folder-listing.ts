import type { FastifyInstance, FastifyReply } from 'fastify';
import { imageInfosRepository, type ListedRow } from '../repositories/image-infos';
import { describeFile, type MediaFile } from './describe';
import { displayName } from './folders';

/** The library's own default (first document, Media). */
const DEFAULT_PAGE_SIZE = 10;

export interface ListFilter {
  search?: string;
  missingAlt?: boolean;
  page?: number;
  pageSize?: number;
}

const newestFirst = (a: MediaFile, b: MediaFile) => (a.lastModified === b.lastModified ? (a.key < b.key ? -1 : 1) : a.lastModified < b.lastModified ? 1 : -1);

/**
 * The files of one or more folders as the lists answer them, newest first: `keys` from the storage's
 * listings of those folders, `rows` their image infos. A file is described from its row, as
 * recorded at upload; only a file without one (put there by hand) or with a row older than the
 * index is asked about, and a row whose file is gone is not listed.
 */
export async function describeListed(app: FastifyInstance, keys: string[], rows: ListedRow[], filter: ListFilter): Promise<MediaFile[]> {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const term = filter.search?.toLowerCase();
  const files: MediaFile[] = [];
  const unrecorded: string[] = [];
  for (const key of keys) {
    const row = byKey.get(key);
    if (term && !displayName(key).toLowerCase().includes(term)) continue;
    if (filter.missingAlt && row?.altText) continue;
    if (row?.uploadedAt) files.push(describeFile(app.storage, { key, size: row.size, lastModified: row.uploadedAt }, row));
    else unrecorded.push(key);
  }
  const found = await Promise.all(unrecorded.map((key) => app.storage.stat(key)));
  for (const stat of found) {
    if (!stat) continue;
    const row = byKey.get(stat.key);
    if (row) await imageInfosRepository(app.db).recordUploadedAt(stat.key, stat.lastModified);
    files.push(describeFile(app.storage, row ? { ...stat, size: row.size } : stat, row));
  }
  return files.sort(newestFirst);
}

/** The page asked for (all when no page is asked for), with the number of matching files in X-Total-Count. */
export function pageOf(reply: FastifyReply, files: MediaFile[], filter: ListFilter): MediaFile[] {
  reply.header('x-total-count', String(files.length));
  if (filter.page === undefined && filter.pageSize === undefined) return files;
  const size = filter.pageSize ?? DEFAULT_PAGE_SIZE;
  const start = ((filter.page ?? 1) - 1) * size;
  return files.slice(start, start + size);
}
