import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { snapshot } from '../support/matrix';
import { isStored, png, upload, uniqueName } from './media-support';
import { MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_PIXELS } from '../../server/media/image-limits';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer, declaredLength = data.length): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(declaredLength);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function header(width: number, height: number, bitDepth: number, colourType: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([bitDepth, colourType, 0, 0, 0], 8);
  return chunk('IHDR', ihdr);
}

/** A decompression bomb: a valid PNG header declaring 16383×16383 16-bit RGBA pixels (2 GB decoded), its data a deflated run of zeros. */
function bombPng(): Buffer {
  const zeros = deflateSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
  return Buffer.concat([SIGNATURE, header(16383, 16383, 16, 6), chunk('IDAT', zeros), chunk('IEND', Buffer.alloc(0))]);
}

/** 74 bytes: a PNG header declaring 100000×100000 pixels, then an IDAT chunk cut short. */
function fakeHeaderPng(): Buffer {
  const file = Buffer.concat([SIGNATURE, header(100_000, 100_000, 8, 2), chunk('IDAT', Buffer.from([0x78, 0x9c, ...Array(98).fill(0x63)]), 4096)]);
  return file.subarray(0, 74);
}

forEachDatabase('Media image limits', (server) => {
  const refusedWithLimit = (answer: { status: number; body: any }) => {
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION', field: 'Attachments' });
    expect(answer.body.message).toContain(`at most ${MAX_IMAGE_MEGAPIXELS} megapixels`);
  };

  it('refuses an upload of twenty decompression-bomb PNGs with 400 naming the pixel limit, storing nothing', async () => {
    const bomb = bombPng();
    expect(16383 * 16383).toBeGreaterThan(MAX_IMAGE_PIXELS);
    const before = await snapshot(server, ['image_infos']);
    const names = Array.from({ length: 20 }, () => uniqueName('bomb'));
    const answer = await upload(server.admin, 'EN', names.map((filename) => ({ filename, data: bomb })));
    refusedWithLimit(answer);
    expect(answer.body.message).toContain('16383×16383');
    expect(await snapshot(server, ['image_infos'])).toEqual(before);
    expect(await isStored(server, `EN/${names[0]}`)).toBe(false);
  });

  it('refuses the 74-byte PNG declaring 100000×100000 pixels with 400 naming the limit', async () => {
    const fake = fakeHeaderPng();
    expect(fake.length).toBe(74);
    const filename = uniqueName('fake-header');
    const answer = await upload(server.admin, 'EN', [{ filename, data: fake }]);
    refusedWithLimit(answer);
    expect(answer.body.message).toContain(`${filename}, which declares 100000×100000 pixels`);
    expect(await isStored(server, `EN/${filename}`)).toBe(false);
  });

  it('refuses an image within the limit whose data is cut short, with a good image beside it, storing neither', async () => {
    const whole = png(300, 200);
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    const good = uniqueName('good');
    const bad = uniqueName('truncated');
    const answer = await upload(server.admin, 'EN', [{ filename: good, data: png(40, 30) }, { filename: bad, data: truncated }]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION', field: 'Attachments' });
    expect(answer.body.message).toContain(`${bad}, whose image data does not decode`);
    expect(await isStored(server, `EN/${good}`)).toBe(false);
    expect(await isStored(server, `EN/${bad}`)).toBe(false);
  });

  it('still accepts a normal image, with its thumbnail', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 120, b: 200 } } }).jpeg().toBuffer();
    const answer = await upload(server.admin, 'EN', [{ filename: uniqueName('photo', 'jpg'), data: photo, type: 'image/jpeg' }, { filename: uniqueName(), data: png(64, 48) }]);
    expect(answer.status).toBe(200);
    const [stored, small] = answer.body.files;
    expect(stored).toMatchObject({ width: 1200, height: 800, thumbnailUrl: expect.stringContaining('/thumbnails/') });
    expect(small).toMatchObject({ width: 64, height: 48, thumbnailUrl: expect.stringContaining('/thumbnails/') });
    const thumbnail = await server.app.storage.read(`EN/thumbnails/${stored.name}.webp`);
    expect(await sharp(thumbnail!).metadata()).toMatchObject({ format: 'webp', width: 320, height: 213 });
  });
});
