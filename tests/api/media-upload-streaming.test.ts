import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../server/media/png';
import { forEachDatabase } from '../support/harness';
import { forEachStorage } from '../support/storages';
import { multipart, png, upload } from './media-support';

// Issue 30, item 4: uploads are streamed to disk as they arrive and stored from there, and the uploads in
// progress are bounded per user (429) and for the server (503), both with Retry-After.

/** A PNG of noise, which does not compress: about width × height × 3 bytes. */
function noisePng(width: number, height: number) {
  const noise = randomBytes(width * height * 3);
  let at = 0;
  return encodePng(width, height, () => [noise[at++], noise[at++], noise[at++]]);
}

const stagedFiles = (dataDir: string) => {
  const dir = path.join(dataDir, 'uploads-in-progress');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

forEachStorage('Streamed uploads', (server) => {
  it('stores an image larger than one S3 part byte for byte, with its thumbnail, and leaves nothing staged', async () => {
    const big = noisePng(1500, 1400);
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const answer = await upload(server.admin, 'EN', [{ filename: 'market-noise.png', data: big }, { filename: 'small.png', data: png(3, 2) }]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [stored, small] = answer.body.files;
    expect(stored).toMatchObject({ key: 'EN/market-noise.png', size: big.length, width: 1500, height: 1400, thumbnailUrl: expect.stringContaining('/thumbnails/market-noise.png.webp') });
    expect((await server.app.storage.read('EN/market-noise.png'))!.equals(big)).toBe(true);
    expect(small).toMatchObject({ size: png(3, 2).length, width: 3, height: 2 });
    expect(stagedFiles(server.dataDir)).toEqual([]);
  });

  it('removes what it staged when an upload is refused: a file too large, one not an image, a damaged one', async () => {
    const tooLarge = Buffer.concat([png(2, 2), Buffer.alloc(server.app.config.uploadLimitBytes)]);
    expect((await upload(server.admin, 'EN', [{ filename: 'ok.png', data: png(2, 2) }, { filename: 'huge.png', data: tooLarge }])).status).toBe(413);
    expect((await upload(server.admin, 'EN', [{ filename: 'ok.png', data: png(2, 2) }, { filename: 'notes.png', data: Buffer.from('plain text') }])).status).toBe(415);
    const cut = noisePng(300, 200);
    expect((await upload(server.admin, 'EN', [{ filename: 'cut.png', data: cut.subarray(0, cut.length - 5000) }])).status).toBe(400);
    expect(stagedFiles(server.dataDir)).toEqual([]);
    for (const key of ['EN/ok.png', 'EN/huge.png', 'EN/notes.png', 'EN/cut.png']) expect(await server.app.storage.stat(key)).toBeNull();
  });
});

/** An upload over real HTTP whose body is held back until `finish` is called: an upload in progress. */
async function heldUpload(base: string, token: string) {
  const { payload, headers } = await multipart([{ filename: `held-${Math.random().toString(36).slice(2)}.png`, data: png(5, 4) }]);
  const request = http.request(`${base}/api/AWSS3File/uploadFile?language=EN`, {
    method: 'POST',
    agent: false,
    headers: { ...headers, 'content-length': String(payload.length), authorization: `Bearer ${token}` },
  });
  const answered = new Promise<{ status: number; body: any }>((resolve, reject) => {
    request.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    request.on('error', reject);
  });
  // All but the end of the file: the server has begun staging it and waits for the rest.
  const held = payload.length - 100;
  request.write(payload.subarray(0, held));
  return {
    answered,
    finish() {
      request.end(payload.subarray(held));
      return answered;
    },
  };
}

describe('Upload limits', () => {
  forEachDatabase(
    'Uploads in progress',
    (server) => {
      it('refuses a second upload of one user with 429 and one past the server limit with 503, both with Retry-After; a finished upload frees its place', async () => {
        const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
        const anna = await server.userWith(['Media', 'write']);
        const ben = await server.userWith(['Media', 'write']);
        const carl = await server.userWith(['Media', 'write']);

        /** Waits until the server stages the held files: their uploads are then in progress. */
        const staging = async (count: number) => {
          await expect.poll(() => stagedFiles(server.dataDir).length, { timeout: 10_000 }).toBe(count);
        };
        const annas = await heldUpload(base, anna.token!);
        await staging(1);
        const second = await upload(anna, 'EN', [{ filename: 'second.png', data: png(2, 2) }]);
        expect(second.status, JSON.stringify(second.body)).toBe(429);
        expect(second.body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_UPLOADS' });
        expect(second.headers['retry-after']).toBe('5');

        const bens = await heldUpload(base, ben.token!);
        await staging(2);
        const busy = await upload(carl, 'EN', [{ filename: 'busy.png', data: png(2, 2) }]);
        expect(busy.status, JSON.stringify(busy.body)).toBe(503);
        expect(busy.body).toMatchObject({ statusCode: 503, code: 'UPLOADS_BUSY' });
        expect(busy.headers['retry-after']).toBe('5');
        expect(await server.app.storage.stat('EN/busy.png')).toBeNull();

        expect((await annas.finish()).status).toBe(200);
        expect((await bens.finish()).status).toBe(200);
        const later = await upload(carl, 'EN', [{ filename: 'later.png', data: png(2, 2) }]);
        expect(later.status).toBe(200);
        expect(later.body.files[0].key).toBe('EN/later.png');
        const again = await upload(anna, 'EN', [{ filename: 'again.png', data: png(2, 2) }]);
        expect(again.status).toBe(200);
      });

      it('frees the place of an upload refused for its content', async () => {
        const dora = await server.userWith(['Media', 'write']);
        for (let i = 0; i < 3; i++) expect((await upload(dora, 'EN', [{ filename: 'notes.png', data: Buffer.from('text') }])).status).toBe(415);
        expect((await upload(dora, 'EN', [{ filename: 'dora.png', data: png(2, 2) }])).status).toBe(200);
      });
    },
    { env: async () => ({ UPLOADS_PER_USER: '1', UPLOADS_AT_ONCE: '2' }) },
  );
});
