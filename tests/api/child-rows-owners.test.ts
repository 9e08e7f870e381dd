import { expect, it } from 'vitest';
import type { Answer, ApiClient } from '../support/client';
import { forEachDatabase, type TestServer } from '../support/harness';
import { highlights, makeReview } from './reviews-support';

// Issue 30, item 5: a child row (a FAQ entry, a review highlight, a settings attribute) stays with its owner.
// A save of another owner that names its id neither moves it nor takes it over: the FAQ list and the
// highlights refuse it with 400 naming the field; settings attributes are matched by their position, never by
// the id sent back, so the other language's row is not touched either.

type Row = Record<string, any>;

/** Two owners of one family: the child of the first named in a save of the second. */
interface Family {
  name: string;
  /** Makes both owners with their children; answers how to read each owner's children and the crossing save. */
  prepare(server: TestServer): Promise<{
    childOfA: number;
    childrenOfA(): Promise<Row[]>;
    childrenOfB(): Promise<Row[]>;
    /** The save of owner B naming owner A's child; made by `client` (the administrator unless the family says otherwise). */
    cross(): Promise<Answer>;
  }>;
  /** 400 and the field it names, or 200 when the family matches children by position and ignores the id. */
  refused: { field: string } | null;
  /** The id column of the family's children. */
  idOf(row: Row): number;
}

const entry = (faqTitleId: number, question: string, faqPageListId = 0) => ({ faqPageListId, faqTitleId, question, answer: `The answer to ${question}` });

async function faqTitle(admin: ApiClient, languageId: number, questions: string[]) {
  const reviewId = await makeReview(admin, languageId);
  const title = (await admin.post('/api/FaqTitles', { title: `Questions ${languageId}`, reviewId })).body;
  const saved = await admin.post('/api/FaqLists/FaqLists', questions.map((q) => entry(title.faqTitleId, q)));
  if (saved.status !== 200) throw new Error(`FAQ entries not saved: ${JSON.stringify(saved.body)}`);
  return { faqTitleId: title.faqTitleId as number, entries: async () => (await admin.get(`/api/FaqLists/ByFaqTitleId?faqTitleId=${title.faqTitleId}`)).body as Row[] };
}

async function reviewWithHighlights(admin: ApiClient, languageId: number) {
  const reviewId = await makeReview(admin, languageId);
  await admin.post('/api/ReviewAttributes/PostReviewAttributes', highlights(reviewId));
  return { reviewId, read: async () => (await admin.get(`/api/ReviewAttributes/GetReviewAttributeByReviewID/${reviewId}`)).body as Row[] };
}

const snippets = (admin: ApiClient, languageId: number) => async () =>
  ((await admin.get(`/api/SnippetSettings/GetSnippetByLanguageIdAndDataTypeId?langId=${languageId}&datatypeid=58`)).body as Row[]).filter((a) => a.settingsDataTypeId === 59);

const FAMILIES: Family[] = [
  {
    name: 'FAQ entries: an English entry named in the list of a German title, by a writer for German only',
    refused: { field: '1.faqPageListId' },
    idOf: (row) => row.faqListId,
    async prepare(server) {
      const english = await faqTitle(server.admin, 1, ['How are loans secured?']);
      const german = await faqTitle(server.admin, 2, ['Wie sicher ist das?']);
      const [englishEntry] = await english.entries();
      const [germanEntry] = await german.entries();
      const writer = await server.userWith(['Review', 'write', [2]]);
      return {
        childOfA: englishEntry.faqListId,
        childrenOfA: english.entries,
        childrenOfB: german.entries,
        cross: () => writer.post('/api/FaqLists/FaqLists', [entry(german.faqTitleId, germanEntry.question, germanEntry.faqListId), entry(german.faqTitleId, 'Übernommen?', englishEntry.faqListId)]),
      };
    },
  },
  {
    name: 'FAQ entries: an entry of another title of the same language, named by faqListId',
    refused: { field: '0.faqListId' },
    idOf: (row) => row.faqListId,
    async prepare(server) {
      const first = await faqTitle(server.admin, 1, ['What is auto-invest?']);
      const second = await faqTitle(server.admin, 1, ['What is a buyback?']);
      const [taken] = await first.entries();
      return {
        childOfA: taken.faqListId,
        childrenOfA: first.entries,
        childrenOfB: second.entries,
        cross: () => server.admin.post('/api/FaqLists/FaqLists', [{ faqListId: taken.faqListId, faqTitleId: second.faqTitleId, question: 'Moved?', answer: 'No.' }]),
      };
    },
  },
  {
    name: 'review highlights: another review\'s highlight named in a save of the four (PUT)',
    refused: { field: 'reviewAttributeId' },
    idOf: (row) => row.reviewAttributeId,
    async prepare(server) {
      const a = await reviewWithHighlights(server.admin, 1);
      const b = await reviewWithHighlights(server.admin, 2);
      const [ofA] = await a.read();
      const ofB = await b.read();
      return {
        childOfA: ofA.reviewAttributeId,
        childrenOfA: a.read,
        childrenOfB: b.read,
        cross: () => server.admin.put('/api/ReviewAttributes/ReviewAttributes', ofB.map((h, i) => (i === 0 ? { ...h, reviewAttributeId: ofA.reviewAttributeId, value: 'Taken over' } : h))),
      };
    },
  },
  {
    name: 'review highlights: another review\'s highlight named in the posted four (POST)',
    refused: { field: 'reviewAttributeId' },
    idOf: (row) => row.reviewAttributeId,
    async prepare(server) {
      const a = await reviewWithHighlights(server.admin, 1);
      const b = await reviewWithHighlights(server.admin, 3);
      const [ofA] = await a.read();
      return {
        childOfA: ofA.reviewAttributeId,
        childrenOfA: a.read,
        childrenOfB: b.read,
        cross: () => server.admin.post('/api/ReviewAttributes/PostReviewAttributes', highlights(b.reviewId).map((h, i) => (i === 0 ? { ...h, reviewAttributeId: ofA.reviewAttributeId } : h))),
      };
    },
  },
  {
    name: 'settings attributes: an English snippet\'s id sent back in a save of the German snippet',
    refused: null,
    idOf: (row) => row.settingsAttributeId,
    async prepare(server) {
      const snippet = (languageId: number, value: string) => ({ dataTypeId: 58, settingsDataTypeId: 59, languageId, value });
      for (const languageId of [1, 2]) {
        if (!(await snippets(server.admin, languageId)()).length) await server.admin.post('/api/SettingsAttributes', [snippet(languageId, `Snippet ${languageId}`)]);
      }
      const [english] = await snippets(server.admin, 1)();
      return {
        childOfA: english.settingsAttributeId,
        childrenOfA: snippets(server.admin, 1),
        childrenOfB: snippets(server.admin, 2),
        cross: () => server.admin.put('/api/SettingsAttributes', [{ ...snippet(2, 'Deutscher Text'), settingsAttributeId: english.settingsAttributeId }]),
      };
    },
  },
];

forEachDatabase('Child rows stay with their owner', (server) => {
  for (const family of FAMILIES) {
    it(family.name, async () => {
      const { childOfA, childrenOfA, childrenOfB, cross } = await family.prepare(server);
      const aBefore = await childrenOfA();
      const bBefore = await childrenOfB();
      const answer = await cross();
      if (family.refused) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(400);
        expect(answer.body).toMatchObject({ code: 'VALIDATION', field: family.refused.field });
        expect(answer.body.message).toContain(String(childOfA));
        expect(await childrenOfB()).toEqual(bBefore);
      } else {
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
      // Owner A keeps its child exactly as it was; owner B never holds it.
      expect(await childrenOfA()).toEqual(aBefore);
      expect((await childrenOfB()).map(family.idOf)).not.toContain(childOfA);
    });
  }
});
