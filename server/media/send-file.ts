import type { FastifyReply } from 'fastify';
import { contentTypeOf } from './image-types';

/** A name for Content-Disposition that cannot break out of its quotes or the header. */
function safeFileName(key: string): string {
  return (key.split('/').pop() ?? 'file').replace(/[^A-Za-z0-9._ -]/g, '_') || 'file';
}

/**
 * Sends a stored file with the type its content really has; the security headers (nosniff and the
 * media files' sandboxing policy) keep the browser from running an upload as a page.
 */
export async function sendMediaFile(reply: FastifyReply, key: string, data: Buffer) {
  return reply
    .header('content-type', await contentTypeOf(data))
    .header('content-disposition', `inline; filename="${safeFileName(key)}"`)
    .send(data);
}
