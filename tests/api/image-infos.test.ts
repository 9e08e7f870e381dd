import { expect, it } from 'vitest';
import imageInfo from '../../schemas/image-info.json';
import { body } from '../../server/lib/schemas';
import { forEachStorage } from '../support/storages';
import { permissionMatrix, snapshot } from '../support/matrix';
import { rejectsBadBodies } from '../support/bad-bodies';
import { FOLDER_OF, JPEG, png, uniqueName, upload } from './media-support';

const enc = encodeURIComponent;
const texts = { altText: 'A chart of returns', caption: 'Returns by platform, 2024.' };

forEachStorage('Image infos', (server) => {
  /** A stored file without image info, as files put there before the library kept infos. */
  const plant = async (folder: string, data = png(12, 7)) => {
    const key = `${folder}/${uniqueName('planted')}`;
    await server.app.storage.write(key, data);
    return { key, url: server.app.storage.url(key), data };
  };
  const awsOf = new Map<number, string>();
  const make = async (languageId: number) => {
    const file = await plant(FOLDER_OF[languageId]);
    const created = await server.admin.post('/api/ImageInfos', { ...texts, size: file.data.length, aws: file.url });
    awsOf.set(created.body.imageId, file.url);
    return created.body.imageId as number;
  };

  it('creates, reads, updates and deletes image infos as the back office does', async () => {
    const file = await plant('EN', JPEG);
    const created = await server.admin.post('/api/ImageInfos', { ...texts, size: 1, aws: file.url, name: 'ignored', width: 1, height: 1 });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ ...texts, imageId: expect.any(Number), name: file.key.slice(3), size: JPEG.length, aws: file.url, width: 16, height: 16, key: file.key, version: 1 });
    const { imageId } = created.body;

    const read = await server.admin.get(`/api/ImageInfos/GetImageInfoByAWSUrl?aws=${enc(file.url)}`);
    expect(read.body).toEqual(created.body);
    const absolute = await server.admin.get(`/api/ImageInfos/GetImageInfoByAWSUrl?aws=${enc(`https://media.example.test${file.url}`)}`);
    expect(absolute.body.imageId).toBe(imageId);

    const updated = await server.admin.put('/api/ImageInfos', { ...created.body, altText: 'Updated alt', caption: 'Updated caption', size: 99, width: 3 });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created.body, altText: 'Updated alt', caption: 'Updated caption', version: 2 });
    const partial = await server.admin.put('/api/ImageInfos', { imageId, altText: 'Only alt', caption: '' });
    expect(partial.body).toMatchObject({ altText: 'Only alt', caption: '', aws: file.url });

    const removed = await server.admin.delete(`/api/ImageInfos/${imageId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.imageId).toBe(imageId);
    expect((await server.admin.get(`/api/ImageInfos/GetImageInfoByAWSUrl?aws=${enc(file.url)}`)).status).toBe(404);
    expect(await server.app.storage.read(file.key)).toEqual(JPEG); // the file stays
    expect((await server.admin.delete(`/api/ImageInfos/${imageId}`)).status).toBe(404);
  });

  it('refuses a second info for a file, addresses that are not stored files and moving an info', async () => {
    const file = await plant('DE');
    const first = await server.admin.post('/api/ImageInfos', { ...texts, aws: file.url });
    expect(first.status).toBe(200);
    const again = await server.admin.post('/api/ImageInfos', { ...texts, aws: file.url });
    expect(again.status).toBe(409);
    for (const aws of ['https://elsewhere.test/x.png', '/media-files/../secret.png', '/media-files/secret.png', '/media-files/DE/missing.png']) {
      const answer = await server.admin.post('/api/ImageInfos', { ...texts, aws });
      expect(answer.status, aws).toBe(400);
      expect(answer.body.field, aws).toBe('aws');
    }
    const other = await plant('DE');
    const moved = await server.admin.put('/api/ImageInfos', { ...texts, imageId: first.body.imageId, aws: other.url });
    expect(moved.status).toBe(400);
    expect(moved.body.field).toBe('aws');
    expect((await server.admin.put('/api/ImageInfos', { ...texts, imageId: 999999 })).status).toBe(404);
    expect((await server.admin.get(`/api/ImageInfos/GetImageInfoByAWSUrl?aws=${enc(other.url)}`)).status).toBe(404);
  });

  it('DeleteImagesByAWSUrl removes the infos of the addresses given and skips the others', async () => {
    const [a, b] = [await make(1), await make(3)];
    const answer = await server.admin.delete('/api/ImageInfos/DeleteImagesByAWSUrl', [awsOf.get(a), awsOf.get(b), '/media-files/EN/unknown.png', 'not a url']);
    expect(answer.status).toBe(200);
    expect(answer.body.map((i: any) => i.imageId).sort()).toEqual([a, b].sort());
    expect(await server.db.selectFrom('image_infos').select('imageId').where('imageId', 'in', [a, b]).execute()).toEqual([]);
    expect((await server.admin.delete('/api/ImageInfos/DeleteImagesByAWSUrl', [awsOf.get(a)])).body).toEqual([]);
  });

  it('DeleteImagesByAWSUrl removes nothing when one address is of a language the user may not delete in', async () => {
    const deleter = await server.userWith(['Media', 'admin', [1]]);
    const [en, de] = [await make(1), await make(2)];
    const before = await snapshot(server, ['image_infos']);
    const answer = await deleter.delete('/api/ImageInfos/DeleteImagesByAWSUrl', [awsOf.get(en), awsOf.get(de)]);
    expect(answer.status).toBe(403);
    expect(await snapshot(server, ['image_infos'])).toEqual(before);
    expect((await deleter.delete('/api/ImageInfos/DeleteImagesByAWSUrl', [awsOf.get(en)])).status).toBe(200);
  });

  it('deleting a file through AWSS3File removes its info', async () => {
    const uploaded = (await upload(server.admin, 'NL', [{ filename: 'grafiek.png', data: png(5, 5) }])).body.files[0];
    expect((await server.admin.get(`/api/ImageInfos/GetImageInfoByAWSUrl?aws=${enc(uploaded.url)}`)).body.imageId).toBe(uploaded.imageId);
    await server.admin.delete(`/api/AWSS3File/deleteFile/${enc(uploaded.key)}`);
    expect((await server.admin.get(`/api/ImageInfos/GetImageInfoByAWSUrl?aws=${enc(uploaded.url)}`)).status).toBe(404);
  });

  it('infos of shared folders (logos) need a Media role in any language', async () => {
    const logo = await plant('LOGOS');
    const created = await server.admin.post('/api/ImageInfos', { ...texts, aws: logo.url });
    const dutch = await server.userWith(['Media', 'read', [6]]);
    expect((await dutch.get(`/api/ImageInfos/GetImageInfoByAWSUrl?aws=${enc(logo.url)}`)).body.imageId).toBe(created.body.imageId);
    const nobody = await server.userWith(['Review', 'admin']);
    expect((await nobody.get(`/api/ImageInfos/GetImageInfoByAWSUrl?aws=${enc(logo.url)}`)).status).toBe(403);
  });

  permissionMatrix(server, {
    dataType: 'Media',
    tables: ['image_infos'],
    make: (_admin, languageId) => make(languageId),
    read: (c, id) => c.get(`/api/ImageInfos/GetImageInfoByAWSUrl?aws=${enc(awsOf.get(id)!)}`),
    create: async (c, languageId) => c.post('/api/ImageInfos', { ...texts, aws: (await plant(FOLDER_OF[languageId])).url }),
    update: (c, id) => c.put('/api/ImageInfos', { ...texts, imageId: id, caption: 'Changed' }),
    delete: (c, id) => c.delete(`/api/ImageInfos/${id}`),
  });

  rejectsBadBodies(server, {
    name: 'POST /ImageInfos',
    schema: imageInfo,
    tables: ['image_infos'],
    valid: async () => ({ ...texts, size: 10, aws: (await plant('EN')).url }),
    send: (c, body) => c.post('/api/ImageInfos', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /ImageInfos',
    schema: body(imageInfo, { require: ['imageId'], optional: ['aws'] }) as typeof imageInfo,
    tables: ['image_infos'],
    valid: async () => ({ ...texts, imageId: await make(1) }),
    send: (c, body) => c.put('/api/ImageInfos', body),
  });

  it('DELETE /ImageInfos/DeleteImagesByAWSUrl: bad bodies are refused and change nothing', async () => {
    await make(1);
    const before = await snapshot(server, ['image_infos']);
    for (const [label, body, field] of [
      ['not a list', { aws: 'x' }, 'body'],
      ['an empty list', [], 'body'],
      ['a number', [42], '0'],
      ['an empty address', [''], '0'],
    ] as const) {
      const answer = await server.admin.delete('/api/ImageInfos/DeleteImagesByAWSUrl', body);
      expect(answer.status, label).toBe(400);
      expect(answer.body.field, label).toBe(field);
    }
    expect(await snapshot(server, ['image_infos'])).toEqual(before);
  });
});
