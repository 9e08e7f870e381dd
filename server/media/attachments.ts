import type { FastifyRequest } from 'fastify';
import { Errors, invalidField } from '../errors';

export const ATTACHMENTS_FIELD = 'Attachments';
export const MAX_FILES_PER_UPLOAD = 20;

export interface Attachment {
  filename: string;
  data: Buffer;
}

/**
 * The files of the multipart field Attachments, read into memory (each at most
 * the upload limit). Any other field is refused, as unknown body fields are.
 */
export async function readAttachments(req: FastifyRequest, limitBytes: number): Promise<Attachment[]> {
  if (!req.isMultipart()) throw new Errors.UnsupportedMediaType(`Send the files as multipart/form-data in the field ${ATTACHMENTS_FIELD}`);
  const files: Attachment[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.fieldname !== ATTACHMENTS_FIELD || part.type !== 'file') throw invalidField(part.fieldname, `is not a known field: send files in ${ATTACHMENTS_FIELD}`);
      files.push({ filename: part.filename, data: await part.toBuffer() });
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 413) throw error;
    const mb = Math.round((limitBytes / 1024 / 1024) * 10) / 10;
    throw new Errors.PayloadTooLarge(`An upload holds at most ${MAX_FILES_PER_UPLOAD} files of at most ${mb} MB each`);
  }
  if (!files.length) throw invalidField(ATTACHMENTS_FIELD, 'must hold at least one file');
  return files;
}
