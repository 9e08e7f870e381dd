import { expect, it } from 'vitest';
import type { DataTypeName } from '../../shared/data-types';
import { forEachDatabase, type TestServer } from '../support/harness';
import { permissionMatrix } from '../support/matrix';
import { makeContent, type ContentKind } from './routes-links-faq-support';

/** Each owner, the data type guarding its FAQ, and how a title names it. */
const OWNERS: { kind: ContentKind; dataType: DataTypeName; owner(id: number): Record<string, number>; read: string }[] = [
  { kind: 'review', dataType: 'Review', owner: (id) => ({ reviewId: id }), read: '/api/FaqTitles/ByReviewId?reviewId=' },
  { kind: 'page', dataType: 'Pages', owner: (id) => ({ pageId: id }), read: '/api/FaqTitles/ByPageId?pageId=' },
  { kind: 'blog', dataType: 'Blog', owner: (id) => ({ blogId: id }), read: '/api/FaqTitles/ByBlogId?blogId=' },
  { kind: 'portfolio', dataType: 'Settings Bonus', owner: (id) => ({ dataTypeId: 51, tableId: id }), read: '/api/FaqTitles/GetFaqTitleByTableIdDatatypeId?datatypeid=51&tableid=' },
];

const entry = (faqTitleId: number) => ({ faqPageListId: 0, faqTitleId, question: 'Q', answer: 'A', position: 1 });

async function titleOf(server: TestServer, owner: (typeof OWNERS)[number], languageId: number) {
  const ownerId = await makeContent(server, owner.kind, languageId);
  const faqTitleId = (await server.admin.post('/api/FaqTitles', { ...owner.owner(ownerId), title: 'FAQ' })).body.faqTitleId as number;
  await server.admin.post('/api/FaqLists/FaqLists', [entry(faqTitleId), { ...entry(faqTitleId), question: 'Q2' }]);
  return { ownerId, faqTitleId };
}

forEachDatabase('FAQ permissions', (server) => {
  for (const owner of OWNERS) {
    const owners = new Map<number, number>();
    permissionMatrix(server, {
      dataType: owner.dataType,
      tables: ['faq_titles', 'faq_lists'],
      make: async (_admin, languageId) => {
        const { ownerId, faqTitleId } = await titleOf(server, owner, languageId);
        owners.set(faqTitleId, ownerId);
        return faqTitleId;
      },
      read: (c, id) => c.get(`/api/FaqLists/ByFaqTitleId?faqTitleId=${id}`),
      create: async (c, languageId) => c.post('/api/FaqTitles', { ...owner.owner(await makeContent(server, owner.kind, languageId)), title: 'New FAQ' }),
      update: (c, id) => c.post('/api/FaqLists/FaqLists', [entry(id)]),
    });

    it(`${owner.dataType}: reading titles needs read, renaming and deleting an entry need write, in the owner's language`, async () => {
      const { ownerId, faqTitleId } = await titleOf(server, owner, 1);
      const [first] = (await server.admin.get(`/api/FaqLists/ByFaqTitleId?faqTitleId=${faqTitleId}`)).body;
      const reader = await server.userWith([owner.dataType, 'read', [1]]);
      const writer = await server.userWith([owner.dataType, 'write', [1]]);
      const elsewhere = await server.userWith([owner.dataType, 'admin', [2]]);
      expect((await reader.get(`${owner.read}${ownerId}`)).status).toBe(200);
      expect((await elsewhere.get(`${owner.read}${ownerId}`)).status).toBe(403);
      expect((await reader.put('/api/FaqTitles', { faqTitleId, title: 'x' })).status).toBe(403);
      expect((await elsewhere.put('/api/FaqTitles', { faqTitleId, title: 'x' })).status).toBe(403);
      expect((await reader.delete(`/api/FaqLists/${first.faqListId}`)).status).toBe(403);
      expect((await writer.put('/api/FaqTitles', { faqTitleId, title: 'Renamed' })).body.title).toBe('Renamed');
      expect((await writer.delete(`/api/FaqLists/${first.faqListId}`)).status).toBe(200);
    });
  }

  it("another data type's role does not open a FAQ, even as admin", async () => {
    const page = await titleOf(server, OWNERS[1], 1);
    const review = await titleOf(server, OWNERS[0], 1);
    const reviewAdmin = await server.userWith(['Review', 'admin']);
    expect((await reviewAdmin.get(`/api/FaqLists/ByPageTitleId?faqTitleId=${page.faqTitleId}`)).status).toBe(403);
    expect((await reviewAdmin.post('/api/FaqLists/FaqLists', [entry(page.faqTitleId)])).status).toBe(403);
    expect((await reviewAdmin.get(`/api/FaqTitles/ByPageId?pageId=${page.ownerId}`)).status).toBe(403);
    expect((await reviewAdmin.post('/api/FaqLists/FaqLists', [entry(review.faqTitleId)])).status).toBe(200);
    const bonusWriter = await server.userWith(['Settings Bonus', 'write']);
    expect((await bonusWriter.post('/api/FaqTitles', { reviewId: review.ownerId, title: 'x' })).status).toBe(403);
  });
});
