import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { Errors, invalidField } from '../errors';

export const ATTACHMENTS_FIELD = 'Attachments';
export const MAX_FILES_PER_UPLOAD = 20;
/**
 * How much of a staged file the type and dimension checks read: the type is in its first bytes, and the
 * dimensions of nearly every png, jpeg, gif or webp within the first 512 kB; a jpeg with more metadata before its
 * frame header is measured from the whole file (store-uploads.ts).
 */
export const HEAD_BYTES = 512 * 1024;

/** A file of the upload, written to the staging folder as it arrived: never held whole in memory. */
export interface Attachment {
  filename: string;
  /** Where the file waits on disk until it is stored or refused. */
  path: string;
  size: number;
}

/** The files of one upload and the removal of what it staged, whatever became of them. */
export interface StagedUpload {
  files: Attachment[];
  discard(): Promise<void>;
}

const removeAll = (paths: string[]) => Promise.all(paths.map((file) => fsp.rm(file, { force: true })));

/**
 * The files of the multipart field Attachments, each streamed to a file of its own in `stagingDir` as its
 * bytes arrive (each at most the upload limit). Any other field is refused, as unknown body fields are;
 * on a refusal what was staged is removed at once.
 */
export async function stageAttachments(req: FastifyRequest, limitBytes: number, stagingDir: string): Promise<StagedUpload> {
  if (!req.isMultipart()) throw new Errors.UnsupportedMediaType(`Send the files as multipart/form-data in the field ${ATTACHMENTS_FIELD}`);
  await fsp.mkdir(stagingDir, { recursive: true });
  const files: Attachment[] = [];
  const staged: string[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.fieldname !== ATTACHMENTS_FIELD || part.type !== 'file') throw invalidField(part.fieldname, `is not a known field: send files in ${ATTACHMENTS_FIELD}`);
      const target = path.join(stagingDir, `${randomBytes(12).toString('hex')}.part`);
      staged.push(target);
      await pipeline(part.file, fs.createWriteStream(target));
      files.push({ filename: part.filename, path: target, size: (await fsp.stat(target)).size });
    }
  } catch (error) {
    await removeAll(staged);
    if ((error as { statusCode?: number }).statusCode !== 413) throw error;
    const mb = Math.round((limitBytes / 1024 / 1024) * 10) / 10;
    throw new Errors.PayloadTooLarge(`An upload holds at most ${MAX_FILES_PER_UPLOAD} files of at most ${mb} MB each`);
  }
  if (!files.length) throw invalidField(ATTACHMENTS_FIELD, 'must hold at least one file');
  return { files, discard: () => removeAll(staged).then(() => undefined) };
}

/** The first HEAD_BYTES of a staged file (all of a smaller one). */
export async function headOf(file: Attachment): Promise<Buffer> {
  const handle = await fsp.open(file.path, 'r');
  try {
    const head = Buffer.alloc(Math.min(HEAD_BYTES, file.size));
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
