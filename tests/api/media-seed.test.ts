import { expect, it } from 'vitest';
import { imageSize } from 'image-size';
import seed from '../../server/seed/modules/0300-media';
import { forEachStorage } from '../support/storages';

forEachStorage('Media demo content', (server) => {
  it('stores real images in every folder, each with an image info, and lists their keys in refs.media', async () => {
    const reviews = await server.db.insertInto('reviews').values([{ languageId: 1, name: 'Brightlend Capital' }, { languageId: 1, name: 'Brightlend capital' }]).returning('reviewId').execute();
    const refs: Record<string, any> = { reviews: { 1: reviews.map((r) => r.reviewId) } };
    await server.db.transaction().execute((db) => seed({ db, app: server.app, refs }));

    expect(refs.media).toContain('LOGOS/brightlend-capital.png');
    for (const folder of ['EN', 'DE', 'ES', 'FR', 'NL', 'EN/BLOG_FEATURED_IMAGES', 'EN/ACADEMY_FEATURED_IMAGES', 'WHITE-LOGO']) {
      expect(refs.media.some((k: string) => k.startsWith(`${folder}/`) && k.split('/').length === folder.split('/').length + 1), folder).toBe(true);
    }
    const infos = await server.db.selectFrom('image_infos').selectAll().execute();
    expect(infos.map((i) => i.key).sort()).toEqual([...refs.media].sort());
    for (const info of infos) {
      const data = (await server.app.storage.read(info.key))!;
      expect(imageSize(data), info.key).toMatchObject({ type: 'png', width: info.width, height: info.height });
      expect(info).toMatchObject({ size: data.length, aws: server.app.storage.url(info.key) });
      expect(info.altText && info.caption, info.key).toBeTruthy();
    }
    expect(infos.find((i) => i.key.startsWith('DE/'))!.caption).toMatch(/Anleger|Streuung/);

    const listed = await server.admin.get('/api/AWSS3File/filesList?language=LOGOS');
    expect(listed.body.map((f: any) => f.key).sort()).toEqual(['LOGOS/brightlend-capital-1.png', 'LOGOS/brightlend-capital.png']);
  });
});
