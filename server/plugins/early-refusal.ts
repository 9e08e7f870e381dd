import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { Errors } from '../errors';

/**
 * How long a connection whose body was refused stays open after the answer: long enough for the client
 * to read the answer before the connection is reset, short because what it sends meanwhile waits, unread,
 * in the socket's buffer.
 */
export const LINGER_MS = 1000;

/** Whether the request announces a body: a length above zero, or a chunked one. */
function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * Closes a connection without reading what remains of its body: the answer is sent and the sending
 * side closed, then nothing more is read, and the socket is destroyed after LINGER_MS. Destroying it at
 * once, with the client's unread body still arriving, would reset the connection, and a client still
 * sending could lose the answer before reading it.
 */
function closeWithoutReading(socket: Socket) {
  socket.destroySoon = () => {
    socket.end();
    // Node resumes reading to drop the rest of the body once the answer is sent (on the next tick).
    setImmediate(() => socket.pause());
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/**
 * A call that does not exist is refused before its body is read (404), as a call that needs a token is
 * when none is sent (401, server/plugins/auth.ts): both run in onRequest, before Fastify reads a body.
 * Any answer sent before the whole body has arrived closes the connection without reading the rest,
 * so that nobody can make the server spend time on a body it has refused.
 */
export default fp(
  async (app) => {
    // Callback hooks, not async ones: every call passes through them.
    app.addHook('onRequest', (req, _reply, done) => {
      done(req.is404 && hasBody(req) ? new Errors.NotFound(`No call ${req.method} ${req.url.split('?')[0]}`) : undefined);
    });
    app.addHook('onSend', (req, reply, payload, done) => {
      if (!req.raw.complete && hasBody(req)) {
        reply.header('connection', 'close');
        closeWithoutReading(req.raw.socket);
      }
      done(null, payload);
    });
  },
  { name: 'early-refusal' },
);
