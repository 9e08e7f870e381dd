import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Errors } from '../errors';

/** The one error shape, for the answers Fastify would otherwise write itself. */
function errorBody(statusCode: number, code: string, message: string): string {
  return JSON.stringify({ statusCode, code, error: STATUS_CODES[statusCode] ?? 'Error', message });
}

/**
 * Refusals of the router, before any route runs (a path segment too long: 414; a URL that does not
 * decode: 400), in the catalogue's codes.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const refusal = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? new Errors.UriTooLong(error.message) : new Errors.Invalid(error.message);
  reply.status(refusal.statusCode!).type('application/json').send(errorBody(refusal.statusCode!, refusal.code, refusal.message));
}

/**
 * Refusals of the HTTP parser, written straight to the socket as Node does (headers too large: 431;
 * a client too slow: 408; anything else it cannot parse: 400), in the one error shape.
 */
export function clientErrors(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, new Errors.HeadersTooLarge('').code, 'The request headers are larger than the server reads.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, new Errors.RequestTimeout('').code, 'The request did not arrive in time.']
        : [400, new Errors.Invalid('').code, 'The request could not be read.'];
  const body = errorBody(status, code, message);
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
