import { imageSize } from 'image-size';
import { expect, it } from 'vitest';
import { forEachStorage } from '../support/storages';
import { isStored, JPEG, png, upload } from './media-support';

const enc = encodeURIComponent;

forEachStorage('Media library listing, thumbnails, folders and usage', (server) => {
  const list = (query: string, client = server.admin) => client.get(`/api/AWSS3File/filesList?${query}`);
  const setAlt = (imageId: number, altText: string) => server.admin.put('/api/ImageInfos', { imageId, altText, caption: `Caption of ${imageId}` });

  it('pages, searches and filters a folder, always telling the number of matches', async () => {
    const files = [];
    for (const name of ['alpha-chart.png', 'beta-chart.png', 'gamma-photo.png', 'delta-chart.png', 'epsilon.png']) {
      files.push((await upload(server.admin, 'ES', [{ filename: name, data: png(4, 3) }])).body.files[0]);
    }
    await setAlt(files[0].imageId, 'Alpha');
    await setAlt(files[3].imageId, 'Delta');

    const whole = await list('language=ES');
    expect(whole.headers['x-total-count']).toBe('5');
    expect(whole.body.map((f: any) => f.name)).toEqual(['epsilon.png', 'delta-chart.png', 'gamma-photo.png', 'beta-chart.png', 'alpha-chart.png']);
    expect(whole.body[1]).toMatchObject({ altText: 'Delta', caption: `Caption of ${files[3].imageId}`, imageId: files[3].imageId, width: 4, height: 3 });

    const second = await list('language=ES&page=2&pageSize=2');
    expect(second.headers['x-total-count']).toBe('5');
    expect(second.body.map((f: any) => f.name)).toEqual(['gamma-photo.png', 'beta-chart.png']);
    expect((await list('language=ES&page=4&pageSize=2')).body).toEqual([]);

    const charts = await list('language=ES&search=CHART');
    expect(charts.headers['x-total-count']).toBe('3');
    expect(charts.body.map((f: any) => f.name)).toEqual(['delta-chart.png', 'beta-chart.png', 'alpha-chart.png']);

    const missing = await list('language=ES&missingAlt=true&search=chart&pageSize=1');
    expect(missing.headers['x-total-count']).toBe('1');
    expect(missing.body.map((f: any) => f.name)).toEqual(['beta-chart.png']);

    for (const bad of ['page=0', 'pageSize=101', 'pageSize=0', 'missingAlt=maybe']) expect((await list(`language=ES&${bad}`)).status, bad).toBe(400);
  });

  it('lists a file put there by hand from the storage, and never lists rows whose file is gone', async () => {
    await server.app.storage.write('NL/by-hand.png', png(2, 2));
    const gone = (await upload(server.admin, 'NL', [{ filename: 'gone.png', data: png(2, 2) }])).body.files[0];
    await server.app.storage.remove(gone.key);
    const answer = await list('language=NL');
    expect(answer.body.map((f: any) => f.key)).toEqual(['NL/by-hand.png']);
    expect(answer.body[0]).toMatchObject({ size: png(2, 2).length, width: null, height: null, thumbnailUrl: null, imageId: null, altText: '', caption: '' });
  });

  it('searches across readable folders with paging and a total', async () => {
    await upload(server.admin, 'FR', [{ filename: 'zebra-one.png', data: png(2, 2) }, { filename: 'zebra-two.png', data: png(2, 2) }]);
    await upload(server.admin, 'USERS', [{ filename: 'zebra-user.png', data: png(2, 2) }]);
    const all = await server.admin.get('/api/AWSS3File/filesListSearch/ZEBRA');
    expect(all.headers['x-total-count']).toBe('3');
    const page = await server.admin.get('/api/AWSS3File/filesListSearch/zebra?page=2&pageSize=2');
    expect(page.body).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('3');
  });

  it('makes a WebP thumbnail at upload, serves it publicly, never lists it and removes it with the file and its info', async () => {
    const [wide, small] = (await upload(server.admin, 'EN', [{ filename: 'wide.png', data: png(400, 200) }, { filename: 'small.jpg', data: JPEG }])).body.files;
    expect(wide.thumbnailUrl).toBe('/media-files/EN/thumbnails/wide.png.webp');
    expect(small.thumbnailUrl).toBe('/media-files/EN/thumbnails/small.jpg.webp');
    const served = await server.app.inject({ url: wide.thumbnailUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(imageSize(served.rawPayload)).toMatchObject({ width: 320, height: 160 });
    expect(imageSize((await server.app.inject({ url: small.thumbnailUrl })).rawPayload)).toMatchObject({ width: 16, height: 16 });
    expect((await list('language=EN')).body.map((f: any) => f.key)).not.toContain('EN/thumbnails/wide.png.webp');

    expect((await server.admin.delete(`/api/AWSS3File/deleteFile/${enc(wide.key)}`)).body).toMatchObject({ key: wide.key, imageId: wide.imageId });
    expect(await isStored(server, 'EN/thumbnails/wide.png.webp')).toBe(false);
    expect(await server.db.selectFrom('image_infos').select('imageId').where('key', '=', wide.key).executeTakeFirst()).toBeUndefined();
    await server.admin.post('/api/AWSS3File/deleteMultipleFiles', [small.key]);
    expect(await isStored(server, 'EN/thumbnails/small.jpg.webp')).toBe(false);
    expect((await server.app.inject({ url: small.thumbnailUrl })).statusCode).toBe(404);
    expect((await server.admin.delete(`/api/AWSS3File/deleteFile/${enc('EN/thumbnails/small.jpg.webp')}`)).status).toBe(400);
  });

  it('keeps an upload whose thumbnail cannot be stored, without a thumbnail', async () => {
    const storage = server.app.storage;
    const write = storage.write.bind(storage);
    storage.write = async (key, data, type) => (key.includes('/thumbnails/') ? Promise.reject(new Error('store refused')) : write(key, data, type));
    try {
      const answer = await upload(server.admin, 'DE', [{ filename: 'no-thumb.png', data: png(5, 5) }]);
      expect(answer.status).toBe(200);
      expect(answer.body.files[0]).toMatchObject({ key: 'DE/no-thumb.png', thumbnailUrl: null, width: 5 });
      expect((await list('language=DE&search=no-thumb')).body[0].thumbnailUrl).toBeNull();
    } finally {
      delete (storage as Partial<typeof storage>).write;
    }
  });

  it('summarises the readable folders with their files and missing alt texts', async () => {
    const [a] = (await upload(server.admin, 'NL/BLOG_FEATURED_IMAGES', [{ filename: 'a.png', data: png(2, 2) }, { filename: 'b.png', data: png(2, 2) }])).body.files;
    await setAlt(a.imageId, 'Described');
    await server.app.storage.write('NL/BLOG_FEATURED_IMAGES/by-hand.png', png(2, 2));
    const all = await server.admin.get('/api/AWSS3File/folders');
    expect(all.status).toBe(200);
    expect(all.body.map((f: any) => f.folder)).toEqual(expect.arrayContaining(['EN', 'EN/BLOG_FEATURED_IMAGES', 'NL/ACADEMY_FEATURED_IMAGES', 'LOGOS', 'WHITE-LOGO', 'USERS']));
    expect(all.body).toContainEqual({ folder: 'NL/BLOG_FEATURED_IMAGES', languageId: 6, files: 3, missingAltText: 2 });
    expect(all.body.find((f: any) => f.folder === 'LOGOS')).toMatchObject({ languageId: null });

    const dutch = await server.userWith(['Media', 'read', [6]]);
    const mine = await dutch.get('/api/AWSS3File/folders');
    expect(mine.body.map((f: any) => f.folder)).toEqual(['NL', 'NL/BLOG_FEATURED_IMAGES', 'NL/ACADEMY_FEATURED_IMAGES', 'LOGOS', 'WHITE-LOGO', 'USERS']);
    expect((await (await server.userWith(['Review', 'admin'])).get('/api/AWSS3File/folders')).status).toBe(403);
  });

  it('finds where files are used in every language, naming only the uses the user may read and counting the others', async () => {
    const [cover, portrait] = (await upload(server.admin, 'EN', [{ filename: 'usage cover.png', data: png(2, 2) }, { filename: 'portrait.png', data: png(2, 2) }])).body.files;
    const featured = (await upload(server.admin, 'EN/BLOG_FEATURED_IMAGES', [{ filename: 'post.png', data: png(2, 2) }])).body.files[0];
    const { reviewId } = await server.db.insertInto('reviews').values({ languageId: 2, name: 'Mintos', reviewContent: `<p>Intro</p><img src="https://cdn.example.test${cover.url}" alt="">` }).returning('reviewId').executeTakeFirstOrThrow();
    await server.db.insertInto('reviews').values({ languageId: 2, name: 'Lookalike', reviewContent: `<img src="${cover.url}.webp">` }).execute();
    const { reviewId: englishReviewId } = await server.db.insertInto('reviews').values({ languageId: 1, name: 'Bondora', reviewContent: `<img src="${cover.url}">` }).returning('reviewId').executeTakeFirstOrThrow();
    const { authorID } = await server.db.insertInto('authors').values({ languageId: 3, authorName: 'Ana Autora', image: portrait.url }).returning('authorID').executeTakeFirstOrThrow();
    const { blogId } = await server.db.insertInto('blogs').values({ languageId: 1, pageTitle: 'Buybacks', featuredImage: 'BLOG_FEATURED_IMAGES/post.png', createdDate: '2026-01-01' }).returning('blogId').executeTakeFirstOrThrow();
    await server.db.insertInto('blogs').values({ languageId: 2, pageTitle: 'Other language', featuredImage: 'BLOG_FEATURED_IMAGES/post.png', createdDate: '2026-01-01' }).execute();
    const query = `/api/AWSS3File/usage?name=${enc(cover.key)}&name=${enc(portrait.key)}&name=${enc(featured.key)}&name=EN%2Funused.png`;
    const englishReview = { dataType: 'Review', languageId: 1, id: englishReviewId, title: 'Bondora', field: 'content', path: `/review/${englishReviewId}` };
    const germanReview = { dataType: 'Review', languageId: 2, id: reviewId, title: 'Mintos', field: 'content', path: `/review/${reviewId}` };
    const spanishAuthor = { dataType: 'Author', languageId: 3, id: authorID, title: 'Ana Autora', field: 'image', path: `/authors/edit/${authorID}` };
    const englishPost = { dataType: 'Blog', languageId: 1, id: blogId, title: 'Buybacks', field: 'featuredImage', path: `/blog/edit/${blogId}` };

    // The administrator reads everything: every use named, none hidden.
    const full = await server.admin.get(query);
    expect(full.status).toBe(200);
    expect(full.body).toEqual([
      { key: cover.key, uses: [germanReview, englishReview], hiddenUses: 0 },
      { key: portrait.key, uses: [spanishAuthor], hiddenUses: 0 },
      { key: featured.key, uses: [englishPost], hiddenUses: 0 },
      { key: 'EN/unused.png', uses: [], hiddenUses: 0 },
    ]);

    // A writer of English: English records named, the others counted by the same rule as reading them.
    const writerEn = await server.userWith(['Media', 'write', [1]], ['Review', 'write', [1]], ['Blog', 'write', [1]], ['Settings Testimonials', 'write', [1]]);
    const filtered = await writerEn.get(query);
    expect(filtered.status).toBe(200);
    expect(filtered.body).toEqual([
      { key: cover.key, uses: [englishReview], hiddenUses: 1 },
      { key: portrait.key, uses: [], hiddenUses: 1 },
      { key: featured.key, uses: [englishPost], hiddenUses: 0 },
      { key: 'EN/unused.png', uses: [], hiddenUses: 0 },
    ]);
    expect(JSON.stringify(filtered.body)).not.toMatch(/Mintos|Ana Autora|Other language/);

    // The data type counts as well as the language: Media read alone names no record.
    const mediaOnly = await server.userWith(['Media', 'read', [1]]);
    expect((await mediaOnly.get(query)).body.map((f: any) => [f.uses.length, f.hiddenUses])).toEqual([[0, 2], [0, 1], [0, 1], [0, 0]]);

    const single = await writerEn.get(`/api/AWSS3File/usage?name=${enc(portrait.key)}`);
    expect(single.body[0]).toEqual({ key: portrait.key, uses: [], hiddenUses: 1 });
    expect((await writerEn.get('/api/AWSS3File/usage?name=..%2Fsecret.png')).status).toBe(400);
    expect((await (await server.userWith(['Review', 'admin'])).get(`/api/AWSS3File/usage?name=${enc(cover.key)}`)).status).toBe(403);
  });

  it('a user without Media read in a language cannot list, page or search that folder', async () => {
    const english = await server.userWith(['Media', 'read', [1]]);
    expect((await list('language=DE&page=1&pageSize=10', english)).status).toBe(403);
    expect((await list(`language=${enc('DE/ACADEMY_FEATURED_IMAGES')}&search=a`, english)).status).toBe(403);
    expect((await list('language=EN&missingAlt=true', english)).status).toBe(200);
    const nobody = await server.userWith(['Media', 'none']);
    expect((await list('language=LOGOS', nobody)).status).toBe(403);
  });
});
