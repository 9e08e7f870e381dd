import { expect, it } from 'vitest';
import type { ApiClient } from '../support/client';
import { forEachDatabase } from '../support/harness';
import { contentFixtures } from './content-fixtures';
import { makeEnglishReview } from './reviews-support';

// Issue 30, item 7: every address attribute keeps only safe URLs, and a data: URL only for a raster image.

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const JPEG = 'data:image/jpeg;base64,/9j/4AAQ';
const WEBP = 'data:image/webp;base64,UklGRg==';
const GIF = 'data:image/gif;base64,R0lGODlh';

const dirty = [
  '<img src="https://cdn.example.test/a.png" data-src="javascript:alert(1)" alt="a">',
  '<video src="https://cdn.example.test/v.mp4" poster="javascript:alert(2)"></video>',
  '<video src="https://cdn.example.test/w.mp4" poster="https://cdn.example.test/poster.png"></video>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMyk+" alt="vector">',
  '<img src="DATA:image/SVG+xml,&lt;svg onload=alert(4)&gt;" alt="vector 2">',
  '<img src="d&#x09;ata:text/html;base64,PHNjcmlwdD4=" alt="html">',
  '<img srcset="https://cdn.example.test/b.png 1x, javascript:alert(5) 2x" alt="set">',
  '<img data-src="data:image/svg+xml;base64,PHN2Zz4=" alt="lazy vector">',
  '<a href="data:text/html;base64,PHNjcmlwdD4=">data link</a>',
  '<a href="vbscript:msgbox(6)">vb link</a>',
  '<source src="javascript:alert(7)" type="video/mp4">',
  `<img src="${PNG}" alt="png"><img src="${JPEG}" alt="jpeg"><img src="${WEBP}" alt="webp"><img src="${GIF}" alt="gif">`,
  '<a href="https://lendora.example.test/">good link</a><img data-src="/media-files/EN/lazy.png" alt="lazy">',
].join('');

const GONE = ['javascript:', 'vbscript:', 'svg', 'text/html', 'alert('];
const KEPT = [
  'src="https://cdn.example.test/a.png"',
  'poster="https://cdn.example.test/poster.png"',
  'srcset="https://cdn.example.test/b.png 1x"',
  `src="${PNG}"`,
  `src="${JPEG}"`,
  `src="${WEBP}"`,
  `src="${GIF}"`,
  'href="https://lendora.example.test/"',
  'data-src="/media-files/EN/lazy.png"',
];

/** A rich-text channel: where a text is saved and where it is read back. */
interface Channel {
  name: string;
  save(admin: ApiClient, html: string): Promise<{ status: number; stored: () => Promise<string> }>;
}

forEachDatabase('Rich text addresses', (server) => {
  const fixtures = contentFixtures(server);
  const channels: Channel[] = [
    {
      name: 'review content',
      async save(admin, html) {
        const id = await makeEnglishReview(admin);
        const saved = await admin.put('/api/Review/Content', { id, content: html });
        return { status: saved.status, stored: async () => (await admin.get(`/api/Review/${id}`)).body.reviewContent };
      },
    },
    {
      name: 'blog content',
      async save(admin, html) {
        const id = (await admin.post('/api/Blogs', { pageTitle: 'Auto-invest explained', languageId: 1 })).body.blogId;
        const saved = await admin.put('/api/Blogs/Content', { id, content: html });
        return { status: saved.status, stored: async () => (await admin.get(`/api/Blogs/GetItemContent?id=${id}`)).body.content };
      },
    },
    {
      name: 'page content',
      async save(admin, html) {
        const id = (await admin.post('/api/Pages', { pageTitle: 'Best P2P platforms', languageId: 1, popup: false, serpId: await fixtures.serp() })).body.pageId;
        const saved = await admin.put('/api/Pages/Content', { id, content: html });
        return { status: saved.status, stored: async () => (await admin.get(`/api/Pages/${id}`)).body.content };
      },
    },
    {
      name: 'academy guide content',
      async save(admin, html) {
        const academyId = (await admin.post('/api/Academy', { title: 'What is P2P lending?', languageId: 1 })).body.academyId;
        const guide = { academyId, languageId: 1, title: 'Diversification basics', urlTableId: await fixtures.urlEntry(1, 2, academyId), content: html };
        const saved = await admin.put('/api/Academy', guide);
        return { status: saved.status, stored: async () => (await admin.get(`/api/Academy/${academyId}`)).body.content };
      },
    },
  ];

  for (const channel of channels) {
    it(`${channel.name}: unsafe addresses go from every address attribute, raster data: images and safe addresses stay`, async () => {
      const saved = await channel.save(server.admin, dirty);
      expect(saved.status).toBe(200);
      const stored = await saved.stored();
      for (const gone of GONE) expect(stored.toLowerCase(), gone).not.toContain(gone);
      for (const kept of KEPT) expect(stored, kept).toContain(kept);
      for (const text of ['data link', 'vb link', 'good link']) expect(stored).toContain(text);
    });
  }
});
