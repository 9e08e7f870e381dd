import http from 'node:http';

/** What one large body sent to the server got back: the status, or null when none came. */
export interface FloodAnswer {
  status: number | null;
  /** How much of the body had been written when the answer (or the end) came. */
  sentBytes: number;
  error?: string;
}

const CHUNK = 64 * 1024;
const bodies = new Map<number, Buffer>();

/** A valid JSON array of exactly `bytes` bytes ([1,1,…,1]), which the server would have to parse whole. */
function largeArray(bytes: number): Buffer {
  let body = bodies.get(bytes);
  if (!body) {
    body = Buffer.alloc(bytes, '1,');
    body[0] = 0x5b; // [
    body[bytes - 1] = 0x5d; // ]
    if (bytes % 2 === 1) body[bytes - 2] = 0x31; // an odd length would end ",]"
    bodies.set(bytes, body);
  }
  return body;
}

/**
 * POSTs a large JSON body as a browser would: on a connection kept alive (HTTP/1.1's default), written
 * in chunks as the socket takes them, stopping once an answer has come. Each on a connection of its own.
 */
export function sendLargeBody(url: string, bytes: number, headers: Record<string, string> = {}): Promise<FloodAnswer> {
  const body = largeArray(bytes);
  return new Promise((resolve) => {
    let sentBytes = 0;
    let status: number | null = null;
    let settled = false;
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { connection: 'keep-alive', 'content-type': 'application/json', 'content-length': String(bytes), ...headers },
    });
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      request.destroy();
      resolve({ status, sentBytes, ...(error && status === null ? { error: error.message } : {}) });
    };
    request.on('response', (res) => {
      status = res.statusCode ?? null;
      res.resume();
      res.on('end', () => finish());
      res.on('error', finish);
    });
    request.on('error', finish);
    const write = () => {
      while (status === null && !settled && sentBytes < bytes) {
        const piece = body.subarray(sentBytes, sentBytes + CHUNK);
        sentBytes += piece.length;
        if (sentBytes === bytes) request.end(piece);
        else if (!request.write(piece)) return void request.once('drain', write);
      }
    };
    write();
  });
}
