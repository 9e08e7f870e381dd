import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createStorage, type OpenedStorage } from '../../server/storage/create-storage';

/** One way of keeping media, as the storage tests see it. */
export interface Backend {
  /** The MEDIA_STORAGE/S3_* environment that selects it. */
  env: Record<string, string>;
  /** Every file it could have written to, also outside its own root: for "nothing was written" checks. */
  everything(): Promise<string[]>;
  close(): Promise<void>;
}

const UNSAFE = ['../x', 'EN/../../x', '/etc/passwd', 'EN\\x', 'EN/x\0', 'a/b/c/d/e', ''];

/** The same cases for every backend; `start` gets the server's DATA_DIR (a fresh temporary folder). */
export function storageSuite(name: string, start: (dataDir: string) => Promise<Backend>) {
  describe(name, () => {
    let dataDir: string;
    let backend: Backend;
    let opened: OpenedStorage;
    const storage = () => opened.storage;

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-storage-'));
      backend = await start(dataDir);
      opened = await createStorage(loadConfig({ DATA_DIR: dataDir, ...backend.env }));
    });
    afterAll(async () => {
      opened?.close();
      await backend?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('reads back exactly the bytes written; a missing file reads as null', async () => {
      const data = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), Buffer.from('\r\n\0end')]);
      await storage().write('ES/bytes.bin', data, 'application/octet-stream');
      expect(await storage().read('ES/bytes.bin')).toEqual(data);
      expect(await storage().read('ES/missing.bin')).toBeNull();
    });

    it('stats a file: size and an ISO modification time; null when missing', async () => {
      const before = Date.now();
      await storage().write('FR/stat.png', Buffer.alloc(1234, 7), 'image/png');
      const stat = await storage().stat('FR/stat.png');
      expect(stat).toEqual({ key: 'FR/stat.png', size: 1234, lastModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/) });
      // S3 keeps whole seconds.
      expect(Math.abs(Date.parse(stat!.lastModified) - before)).toBeLessThan(60_000);
      expect(await storage().stat('FR/missing.png')).toBeNull();
    });

    it('lists only the files directly in a folder, sorted; an unknown folder is empty', async () => {
      for (const key of ['EN/b.png', 'EN/a b.png', 'EN/BLOG_FEATURED_IMAGES/x.png', 'EN/thumbnails/x.png.webp', 'ENX/c.png', 'DE/d.png', 'EN/A.png']) {
        await storage().write(key, Buffer.from(key));
      }
      expect(await storage().listFolder('EN')).toEqual(['EN/A.png', 'EN/a b.png', 'EN/b.png']);
      expect(await storage().listFolder('EN/BLOG_FEATURED_IMAGES')).toEqual(['EN/BLOG_FEATURED_IMAGES/x.png']);
      expect(await storage().listFolder('NOWHERE')).toEqual([]);
    });

    it('lists a folder of more than a thousand files (S3 answers a thousand a page)', async () => {
      const keys = Array.from({ length: 1050 }, (_, i) => `MANY/file-${String(i).padStart(4, '0')}.png`);
      for (let i = 0; i < keys.length; i += 50) {
        await Promise.all(keys.slice(i, i + 50).map((key) => storage().write(key, Buffer.from('x'))));
      }
      await storage().write('MANY/SUB/hidden.png', Buffer.from('x'));
      expect(await storage().listFolder('MANY')).toEqual(keys);
    });

    it('removes a file once: true, then false', async () => {
      await storage().write('NL/gone.png', Buffer.from('soon gone'));
      expect(await storage().remove('NL/gone.png')).toBe(true);
      expect(await storage().read('NL/gone.png')).toBeNull();
      expect(await storage().stat('NL/gone.png')).toBeNull();
      expect(await storage().remove('NL/gone.png')).toBe(false);
    });

    it('overwrites a file', async () => {
      await storage().write('DE/again.png', Buffer.from('the first, longer content'));
      await storage().write('DE/again.png', Buffer.from('second'));
      expect(await storage().read('DE/again.png')).toEqual(Buffer.from('second'));
      expect((await storage().stat('DE/again.png'))?.size).toBe(6);
    });

    it('gives the public address under the media base URL, segments encoded', () => {
      expect(storage().url('LOGOS/lendora logo.png')).toBe('/media-files/LOGOS/lendora%20logo.png');
      expect(storage().url('EN/BLOG_FEATURED_IMAGES/a#b.png')).toBe('/media-files/EN/BLOG_FEATURED_IMAGES/a%23b.png');
    });

    it('refuses keys that leave the storage before touching it, writing nothing anywhere', async () => {
      const before = await backend.everything();
      for (const key of [...UNSAFE, path.join(dataDir, 'outside.png')]) {
        const label = JSON.stringify(key);
        await expect(storage().write(key, Buffer.from('bad')), `write ${label}`).rejects.toThrow(/unsafe media key/);
        await expect(storage().read(key), `read ${label}`).rejects.toThrow(/unsafe media key/);
        await expect(storage().stat(key), `stat ${label}`).rejects.toThrow(/unsafe media key/);
        await expect(storage().remove(key), `remove ${label}`).rejects.toThrow(/unsafe media key/);
        await expect(storage().listFolder(key), `listFolder ${label}`).rejects.toThrow(/unsafe media key/);
      }
      expect(await backend.everything()).toEqual(before);
    });
  });
}
