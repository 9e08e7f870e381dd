import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { permissionMatrix, snapshot } from '../support/matrix';
import { FOLDER_OF, isStored, png, uniqueName, upload, uploadOne } from './media-support';

const enc = encodeURIComponent;

forEachDatabase('Media files', (server) => {
  const keyOfImage = new Map<number, string>();
  const make = async (languageId: number) => {
    const file = await uploadOne(server.admin, FOLDER_OF[languageId]);
    keyOfImage.set(file.imageId, file.key);
    return file;
  };
  const infoOf = (key: string) => server.db.selectFrom('image_infos').selectAll().where('key', '=', key).executeTakeFirst();
  const stored = (key: string) => isStored(server, key);

  it('lists a folder by name, hiding the featured-image folders unless chosen', async () => {
    await upload(server.admin, 'FR', [{ filename: 'banniere.png', data: png(3, 3) }]);
    await upload(server.admin, 'FR/BLOG_FEATURED_IMAGES', [{ filename: 'article.png', data: png(3, 3) }]);
    await upload(server.admin, 'FR/ACADEMY_FEATURED_IMAGES', [{ filename: 'guide.png', data: png(3, 3) }]);
    const plain = await server.admin.get('/api/AWSS3File/filesList?language=FR');
    expect(plain.status).toBe(200);
    expect(plain.body.map((f: any) => f.name)).toEqual(['banniere.png']);
    expect(plain.body[0]).toEqual({
      name: 'banniere.png', key: 'FR/banniere.png', url: '/media-files/FR/banniere.png', size: png(3, 3).length, lastModified: expect.any(String),
      width: 3, height: 3, thumbnailUrl: '/media-files/FR/thumbnails/banniere.png.webp', imageId: expect.any(Number), altText: '', caption: '',
    });
    const blog = await server.admin.get(`/api/AWSS3File/filesList?language=${enc('FR/BLOG_FEATURED_IMAGES/')}`);
    expect(blog.body.map((f: any) => [f.name, f.key])).toEqual([['BLOG_FEATURED_IMAGES/article.png', 'FR/BLOG_FEATURED_IMAGES/article.png']]);
    const academy = await server.admin.get(`/api/AWSS3File/filesList?language=${enc('FR/ACADEMY_FEATURED_IMAGES')}`);
    expect(academy.body.map((f: any) => f.key)).toEqual(['FR/ACADEMY_FEATURED_IMAGES/guide.png']);
    await upload(server.admin, 'LOGOS', [{ filename: 'lendora.png', data: png(3, 3) }]);
    const logos = await server.admin.get('/api/AWSS3File/filesList?language=LOGOS');
    expect(logos.body.map((f: any) => f.name)).toEqual(['LOGOS/lendora.png']);
    expect((await server.admin.get('/api/AWSS3File/filesList?language=XX')).status).toBe(400);
  });

  it('searches names case-insensitively, only in folders the user may read', async () => {
    await upload(server.admin, 'EN', [{ filename: 'Lendora-Review.png', data: png(2, 2) }]);
    await upload(server.admin, 'NL', [{ filename: 'lendora-recensie.png', data: png(2, 2) }]);
    await upload(server.admin, 'WHITE-LOGO', [{ filename: 'lendora-white.png', data: png(2, 2) }]);
    const all = await server.admin.get('/api/AWSS3File/filesListSearch/LENDORA');
    expect(all.body.map((f: any) => f.key)).toEqual(expect.arrayContaining(['EN/Lendora-Review.png', 'NL/lendora-recensie.png', 'WHITE-LOGO/lendora-white.png']));
    const english = await server.userWith(['Media', 'read', [1]]);
    const mine = await english.get('/api/AWSS3File/filesListSearch/lendora');
    expect(mine.status).toBe(200);
    expect(mine.body.map((f: any) => f.key)).toContain('EN/Lendora-Review.png');
    expect(mine.body.map((f: any) => f.key)).toContain('WHITE-LOGO/lendora-white.png');
    expect(mine.body.map((f: any) => f.key)).not.toContain('NL/lendora-recensie.png');
    const nobody = await server.userWith(['Media', 'none']);
    expect((await nobody.get('/api/AWSS3File/filesListSearch/lendora')).status).toBe(403);
  });

  it('a reader in English only cannot list or upload in German', async () => {
    const english = await server.userWith(['Media', 'read', [1]]);
    expect((await english.get('/api/AWSS3File/filesList?language=EN')).status).toBe(200);
    expect((await english.get('/api/AWSS3File/filesList?language=DE')).status).toBe(403);
    expect((await english.get(`/api/AWSS3File/filesList?language=${enc('DE/BLOG_FEATURED_IMAGES')}`)).status).toBe(403);
    expect((await english.get('/api/AWSS3File/filesList?language=USERS')).status).toBe(200);
    const writer = await server.userWith(['Media', 'write', [1]]);
    const refused = await upload(writer, 'DE', [{ filename: 'sneaky.png', data: png(2, 2) }]);
    expect(refused.status).toBe(403);
    expect(stored('DE/sneaky.png')).toBe(false);
    expect((await upload(writer, 'EN', [{ filename: 'allowed.png', data: png(2, 2) }])).status).toBe(200);
  });

  it('serves a file with the type of its content, nosniff and an inline name', async () => {
    const file = await make(1);
    const answer = await server.admin.get(`/api/AWSS3File/getFile/${enc(file.key)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-disposition']).toBe(`inline; filename="${file.key.split('/')[1]}"`);
    expect(Buffer.from(answer.body, 'binary').length).toBeGreaterThan(0);
    await server.app.storage.write('EN/disguised.png', Buffer.from('<html><script>alert(1)</script></html>'));
    const disguised = await server.admin.get(`/api/AWSS3File/getFile/${enc('EN/disguised.png')}`);
    expect(disguised.headers['content-type']).toBe('application/octet-stream');
    expect((await server.admin.get(`/api/AWSS3File/getFile/${enc('EN/missing.png')}`)).status).toBe(404);
  });

  it('refuses path traversal on getFile and deleteFile, never reading or removing outside the storage folder', async () => {
    const secret = path.join(server.dataDir, 'secret.txt');
    fs.writeFileSync(secret, 'top secret');
    await server.app.storage.write('EN/inner.png', png(2, 2));
    const names = ['..%2Fsecret.txt', '%2e%2e%2fsecret.txt', '%2E%2E%2Fsecret.txt', 'EN%2F..%2F..%2Fsecret.txt', '..%5Csecret.txt', '%2Fetc%2Fpasswd',
      enc(secret), '%252e%252e%252fsecret.txt', 'EN%2F.%2Finner.png', '.%2Fsecret.txt', 'secret.txt'];
    for (const name of names) {
      const read = await server.admin.get(`/api/AWSS3File/getFile/${name}`);
      expect(read.status, `getFile ${name}`).toBe(400);
      expect(JSON.stringify(read.body)).not.toContain('top secret');
      const removed = await server.admin.delete(`/api/AWSS3File/deleteFile/${name}`);
      expect(removed.status, `deleteFile ${name}`).toBe(400);
    }
    const bulk = await server.admin.post('/api/AWSS3File/deleteMultipleFiles', ['EN/inner.png', '../secret.txt']);
    expect(bulk.status).toBe(400);
    expect(bulk.body.field).toBe('1');
    expect(fs.readFileSync(secret, 'utf8')).toBe('top secret');
    expect(stored('EN/inner.png')).toBe(true);
  });

  it('deleting files removes their image infos; an unknown name removes nothing', async () => {
    const one = await make(1);
    const removed = await server.admin.delete(`/api/AWSS3File/deleteFile/${enc(one.key)}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ key: one.key, name: one.name, url: one.url });
    expect(stored(one.key)).toBe(false);
    expect(await infoOf(one.key)).toBeUndefined();
    expect((await server.admin.delete(`/api/AWSS3File/deleteFile/${enc(one.key)}`)).status).toBe(404);

    const [a, b] = [await make(1), await make(2)];
    const unknown = await server.admin.post('/api/AWSS3File/deleteMultipleFiles', [a.key, 'EN/never-there.png']);
    expect(unknown.status).toBe(404);
    expect(stored(a.key) && !!(await infoOf(a.key))).toBe(true);
    const both = await server.admin.post('/api/AWSS3File/deleteMultipleFiles', [a.key, b.key]);
    expect(both.status).toBe(200);
    expect(both.body.map((f: any) => f.key)).toEqual([a.key, b.key]);
    expect(stored(a.key) || stored(b.key)).toBe(false);
    expect((await infoOf(a.key)) ?? (await infoOf(b.key))).toBeUndefined();
  });

  it('a deleter in English cannot remove a German file in a bulk delete', async () => {
    const deleter = await server.userWith(['Media', 'admin', [1]]);
    const [en, de] = [await make(1), await make(2)];
    const answer = await deleter.post('/api/AWSS3File/deleteMultipleFiles', [en.key, de.key]);
    expect(answer.status).toBe(403);
    expect(stored(en.key) && stored(de.key)).toBe(true);
  });

  it('deleteMultipleFiles: bad bodies are refused and change nothing', async () => {
    const file = await make(1);
    const before = await snapshot(server, ['image_infos']);
    for (const [label, body, field] of [
      ['not a list', { names: [file.key] }, 'body'],
      ['an empty list', [], 'body'],
      ['a number', [file.key, 42], '1'],
      ['a too long name', ['x'.repeat(501)], '0'],
      ['a name outside the folders', ['notes.png'], '0'],
    ] as const) {
      const answer = await server.admin.post('/api/AWSS3File/deleteMultipleFiles', body);
      expect(answer.status, label).toBe(400);
      expect(answer.body.field, label).toBe(field);
    }
    expect(await snapshot(server, ['image_infos'])).toEqual(before);
    expect(stored(file.key)).toBe(true);
  });

  permissionMatrix(server, {
    dataType: 'Media',
    tables: ['image_infos'],
    make: async (_admin, languageId) => (await make(languageId)).imageId,
    read: (c, id) => c.get(`/api/AWSS3File/getFile/${enc(keyOfImage.get(id)!)}`),
    create: (c, languageId) => upload(c, FOLDER_OF[languageId], [{ filename: uniqueName('matrix'), data: png(2, 2) }]),
    delete: (c, id) => c.delete(`/api/AWSS3File/deleteFile/${enc(keyOfImage.get(id)!)}`),
  });
});
