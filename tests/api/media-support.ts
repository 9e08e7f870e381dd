import type { Answer, ApiClient } from '../support/client';
import type { TestServer } from '../support/harness';
import { encodePng } from '../../server/media/png';

/** A real PNG of the given size. */
export const png = (width: number, height: number) => encodePng(width, height, (x, y) => [x % 256, y % 256, 160]);

/** A real 16×16 JPEG (the test image of CPython's imghdr tests). */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/' +
    '2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAAQABADASIAAhEBAxEB/8QA' +
    'FgABAQEAAAAAAAAAAAAAAAAABwQF/8QAJBAAAQQBBAICAwAAAAAAAAAAAQIDBAYFBwgSExEiABQJMTL/xAAVAQEBAAAAAAAAAAAAAAAAAAAABv/EACMRAAEC' +
    'BQMFAAAAAAAAAAAAAAECEQMEBQYhABIxFRZhgeH/2gAMAwEAAhEDEQA/ABSm0mobc8HmExLUlRzzEWPkJWW+ulrsaUVAseUgslSlH9LKuPryIKuWPZdskzXm' +
    'm3fX5m2nF4GlVxx/HOpx4ks51+MiU/Iaad7UcUo4tILoS4kqcWkezS0hO/HvuRp0rO6hWnWO1UisZVuFi4GFeyEpmGepa5S5SWVPuciFKRFLgSrwetnyPIB+' +
    'Vb4N9mKhQMzo5po9XLdDs9d6ZVix2VEhiL9kuNPxw2gEKcDQ/rs8AuA8VAe0vdl7VOYn+27flGAUgmITjbhSmCg3BYlyeWDkMolvw4KOp1KM6iCNvngZHwet' +
    'f//Z',
  'base64',
);

/**
 * The JPEG above with `segments` application segments of 64 kB each inserted after its start marker, as photo
 * editors write Exif, XMP and colour profiles: its frame header, which holds the dimensions, comes after them.
 */
export function jpegWithMetadata(segments: number): Buffer {
  const segment = (n: number) => Buffer.concat([Buffer.from([0xff, 0xe0 + 15, 0xff, 0xff]), Buffer.alloc(0xffff - 2, n)]);
  return Buffer.concat([JPEG.subarray(0, 2), ...Array.from({ length: segments }, (_, n) => segment(n)), JPEG.subarray(2)]);
}

export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

export interface Part {
  filename: string;
  data: Buffer;
  /** The type the browser declares; the server must not believe it. */
  type?: string;
  field?: string;
}

/** A multipart/form-data body, encoded the way a browser's FormData is. */
export async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const p of parts) form.append(p.field ?? 'Attachments', new Blob([new Uint8Array(p.data)], { type: p.type ?? 'image/png' }), p.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** POST /AWSS3File/uploadFile as the back office sends it. */
export async function upload(client: ApiClient, language: string, parts: Part[]): Promise<Answer> {
  const { payload, headers } = await multipart(parts);
  return client.call('POST', `/api/AWSS3File/uploadFile?language=${encodeURIComponent(language)}`, payload, headers);
}

export const FOLDER_OF: Record<number, string> = { 1: 'EN', 2: 'DE', 3: 'ES', 4: 'FR', 6: 'NL' };

let counter = 0;
/** A fresh file name, so tests never collide on names. */
export const uniqueName = (stem = 'image', ext = 'png') => `${stem}-${Date.now().toString(36)}-${++counter}.${ext}`;

/** Uploads one small PNG to a folder as the administrator; answers the stored file. */
export async function uploadOne(admin: ApiClient, folder: string) {
  return (await upload(admin, folder, [{ filename: uniqueName(), data: png(8, 6) }])).body.files[0];
}

/** Whether the server's storage (folder or bucket) holds the key. */
export const isStored = async (server: TestServer, key: string) => (await server.app.storage.stat(key)) !== null;
