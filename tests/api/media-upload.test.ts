import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { forEachStorage } from '../support/storages';
import { snapshot } from '../support/matrix';
import { isStored, JPEG, jpegWithMetadata, png, SVG, upload } from './media-support';

forEachStorage('Media uploads', (server) => {
  const stored = (key: string) => isStored(server, key);
  const infoOf = (key: string) => server.db.selectFrom('image_infos').selectAll().where('key', '=', key).executeTakeFirst();

  it('uploads real PNG and JPEG files and records their size and dimensions', async () => {
    const answer = await upload(server.admin, 'EN', [
      { filename: 'Market Chart.png', data: png(30, 20) },
      { filename: 'team photo.jpeg', data: JPEG, type: 'image/jpeg' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Images has been uploaded');
    const [chart, photo] = answer.body.files;
    expect(chart).toMatchObject({ name: 'Market-Chart.png', key: 'EN/Market-Chart.png', url: '/media-files/EN/Market-Chart.png', size: png(30, 20).length, width: 30, height: 20, imageId: expect.any(Number) });
    expect(photo).toMatchObject({ name: 'team-photo.jpg', key: 'EN/team-photo.jpg', size: JPEG.length, width: 16, height: 16 });
    expect(await infoOf('EN/team-photo.jpg')).toMatchObject({ imageId: photo.imageId, size: JPEG.length, width: 16, height: 16, aws: photo.url, altText: '', caption: '' });
    expect(await server.app.storage.read('EN/team-photo.jpg')).toEqual(JPEG);

    const info = await server.admin.get(`/api/ImageInfos/GetImageInfoByAWSUrl?aws=${encodeURIComponent(chart.url)}`);
    expect(info.body).toMatchObject({ imageId: chart.imageId, name: 'Market-Chart.png', size: chart.size, width: 30, height: 20, aws: chart.url });
  });

  it('measures a JPEG whose metadata puts its dimensions past the first 512 kB', async () => {
    const photo = jpegWithMetadata(10);
    expect(photo.length).toBeGreaterThan(640 * 1024);
    const answer = await upload(server.admin, 'EN', [{ filename: 'camera.jpg', data: photo, type: 'image/jpeg' }]);
    expect(answer.status).toBe(200);
    expect(answer.body.files).toMatchObject([{ key: 'EN/camera.jpg', size: photo.length, width: 16, height: 16 }]);
    expect(await infoOf('EN/camera.jpg')).toMatchObject({ width: 16, height: 16 });
  });

  it('cleans names, gives the detected extension and a numeric suffix to taken names', async () => {
    const first = await upload(server.admin, 'DE', [{ filename: 'Über uns (Team)!.gif', data: png(4, 4) }]);
    expect(first.body.files[0].key).toBe('DE/Uber-uns-Team.png');
    const again = await upload(server.admin, 'DE', [{ filename: 'Über uns (Team).png', data: png(4, 4) }, { filename: 'uber-uns-team.png', data: png(4, 4) }]);
    expect(again.body.files.map((f: any) => f.key)).toEqual(['DE/Uber-uns-Team-1.png', 'DE/uber-uns-team-2.png']);
    const odd = await upload(server.admin, 'DE', [{ filename: '../../..\\evil name.php', data: JPEG }, { filename: '.htaccess', data: JPEG }]);
    expect(odd.body.files.map((f: any) => f.key)).toEqual(['DE/evil-name.jpg', 'DE/image.jpg']);
  });

  it('refuses a text file named .png and an SVG with 415, storing nothing', async () => {
    const before = await snapshot(server, ['image_infos']);
    const text = await upload(server.admin, 'EN', [{ filename: 'notes.png', data: Buffer.from('just some text, not an image') }]);
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const svg = await upload(server.admin, 'EN', [{ filename: 'logo.svg', data: SVG, type: 'image/svg+xml' }]);
    expect(svg.status).toBe(415);
    const mixed = await upload(server.admin, 'EN', [{ filename: 'good-one.png', data: png(2, 2) }, { filename: 'bad.png', data: SVG }]);
    expect(mixed.status).toBe(415);
    expect((await stored('EN/notes.png')) || (await stored('EN/logo.png')) || (await stored('EN/good-one.png'))).toBe(false);
    expect(await snapshot(server, ['image_infos'])).toEqual(before);
  });

  it('refuses a file over the upload limit with 413', async () => {
    const big = Buffer.concat([png(2, 2), Buffer.alloc(server.app.config.uploadLimitBytes)]);
    const answer = await upload(server.admin, 'EN', [{ filename: 'huge.png', data: big }]);
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await stored('EN/huge.png')).toBe(false);
  });

  it('refuses uploads without files, with other fields, not multipart or to an unknown folder', async () => {
    const other = await upload(server.admin, 'EN', [{ filename: 'a.png', data: png(2, 2), field: 'Photo' }]);
    expect(other.status).toBe(400);
    expect(other.body.field).toBe('Photo');
    const json = await server.admin.post('/api/AWSS3File/uploadFile?language=EN', { Attachments: [] });
    expect(json.status).toBe(415);
    const folder = await upload(server.admin, 'EN/OTHER', [{ filename: 'a.png', data: png(2, 2) }]);
    expect(folder.status).toBe(400);
    expect(folder.body.field).toBe('language');
    const logos = await upload(server.admin, 'LOGOS/BLOG_FEATURED_IMAGES', [{ filename: 'a.png', data: png(2, 2) }]);
    expect(logos.status).toBe(400);
  });

  it('undoes the stored files when the database write fails', async () => {
    const postgres = server.dialect === 'postgres';
    if (postgres) {
      await sql`CREATE FUNCTION refuse_infos() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`.execute(server.db);
      await sql`CREATE TRIGGER refuse BEFORE INSERT ON image_infos FOR EACH ROW WHEN (NEW.name = 'second.png') EXECUTE FUNCTION refuse_infos()`.execute(server.db);
    } else {
      await sql`CREATE TRIGGER refuse BEFORE INSERT ON image_infos WHEN NEW.name = 'second.png' BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(server.db);
    }
    try {
      const answer = await upload(server.admin, 'ES', [{ filename: 'first.png', data: png(2, 2) }, { filename: 'second.png', data: png(2, 2) }]);
      expect(answer.status).toBe(500);
      expect(await stored('ES/first.png')).toBe(false);
      expect(await stored('ES/second.png')).toBe(false);
      expect(await infoOf('ES/first.png')).toBeUndefined();
    } finally {
      await sql`DROP TRIGGER refuse ${postgres ? sql`ON image_infos` : sql``}`.execute(server.db);
    }
  });
});
