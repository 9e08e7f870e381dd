import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createDataProvider, type DataProvider } from '../../engine/data/provider';
import type { FormBody } from '../../engine/model/descriptor';
import { loadRecord } from '../../engine/form/load';
import { recordToValues, valuesToBody } from '../../engine/form/record';
import { runSave } from '../../engine/form/save';
import { groupsOf } from '../../engine/model/parts';
import { staleRecord, stateVersion } from '../../engine/form/conflict';
import { faqRules } from '../../engine/registry/packs/core/groups/faq-rules';
import { forEachDatabase, type TestServer } from '../support/harness';
import { makeContent } from '../api/routes-links-faq-support';
import { CONTENT_FIELD, contentTab, faqTab, type Owner } from './owner-tabs';

// Issue 15, item 4, end to end: the FAQ and CONTENT tabs of a review, a page and a blog post, as their
// descriptors state them, loaded and saved by the engine against the real server (each call through the
// engine's own data provider, answered by fastify.inject).

type Row = Record<string, any>;

/** The engine's data provider, its requests answered by the server in this process. */
function providerOf(app: FastifyInstance, token: string): DataProvider {
  const http = axios.create({
    adapter: async (config: InternalAxiosRequestConfig) => {
      const res = await app.inject({
        method: (config.method ?? 'get').toUpperCase() as 'GET',
        url: axios.getUri(config),
        headers: { authorization: String(config.headers.get('Authorization')), 'content-type': 'application/json' },
        ...(config.data !== undefined && { payload: config.data as string }),
      });
      const response = { data: res.body ? res.json() : undefined, status: res.statusCode, statusText: res.statusMessage, headers: res.headers as Row, config, request: {} };
      if (res.statusCode >= 400) throw new AxiosError(`status ${res.statusCode}`, String(res.statusCode), config, {}, response);
      return response;
    },
  });
  return createDataProvider({ baseUrl: '', token: () => token, onUnauthorized: () => undefined }, http);
}

/** Opens a tab as the form controller does: its record read, then its form values. */
async function open(provider: DataProvider, form: FormBody, id: number) {
  const ctx = { language: 1, params: { id: String(id) } };
  const record = await loadRecord(provider, form, ctx);
  return { ctx, record, values: recordToValues(form, record) };
}

/** Saves as the form controller does: the body with the version the record was loaded with, then the steps. */
async function save(provider: DataProvider, form: FormBody, opened: Awaited<ReturnType<typeof open>>, values: Row) {
  const { ctx, record } = opened;
  const body = valuesToBody(form, values, record, { ...ctx, record });
  stateVersion(body, record?.version);
  return runSave(provider, form, body, { ...ctx, record });
}

const OWNERS: { owner: Owner; field: string; titles: string; entries: string }[] = [
  { owner: 'review', field: 'reviewId', titles: '/api/FaqTitles/ByReviewId?reviewId=', entries: '/api/FaqLists/ByFaqTitleId?faqTitleId=' },
  { owner: 'page', field: 'pageId', titles: '/api/FaqTitles/ByPageId?pageId=', entries: '/api/FaqLists/ByPageTitleId?faqTitleId=' },
  { owner: 'blog', field: 'blogId', titles: '/api/FaqTitles/ByBlogId?blogId=', entries: '/api/FaqLists/ByBlogTitleId?faqTitleId=' },
];

forEachDatabase('FAQ and CONTENT tabs of every owner against the server', (server: TestServer) => {
  const provider = () => providerOf(server.app, server.admin.token!);

  for (const { owner, titles, entries } of OWNERS) {
    it(`the ${owner} FAQ: a new title with its list, then a move, an added entry and a new title text, kept in one title`, async () => {
      const id = await makeContent(server, owner, 1);
      const form = faqTab(owner);
      const group = groupsOf(form.parts)[0];
      const first = await open(provider(), form, id);
      expect(first.record).toBeNull();
      await save(provider(), form, first, { ...first.values, title: `${owner} questions`, faq: [{ question: 'Is it safe?', answer: 'Fairly.', position: 1 }] });

      const second = await open(provider(), form, id);
      expect(second.values.title).toBe(`${owner} questions`);
      const added = faqRules.add(second.values.faq as Row[], group);
      if (!added.ok) throw new Error(added.reason);
      const filled = added.entries.map((e, i) => (i === 1 ? { ...e, question: 'How much?', answer: 'From 10 euros.' } : e));
      const moved = faqRules.move(filled, 1, -1, group);
      if (!moved.ok) throw new Error(moved.reason);
      await save(provider(), form, second, { ...second.values, title: `${owner} FAQ`, faq: moved.entries });

      const stored = (await server.admin.get(`${titles}${id}`)).body as Row[];
      expect(stored.map((t) => t.title)).toEqual([`${owner} FAQ`]);
      const list = (await server.admin.get(`${entries}${stored[0].faqTitleId}`)).body as Row[];
      expect(list.map((e) => [e.position, e.question, e.answer])).toEqual([
        [1, 'How much?', 'From 10 euros.'],
        [2, 'Is it safe?', 'Fairly.'],
      ]);

      const third = await open(provider(), form, id);
      const emptied = [0, 1].reduce((faq: Row[]) => {
        const removed = faqRules.remove(faq, 0, group);
        if (!removed.ok) throw new Error(removed.reason);
        return removed.entries;
      }, third.values.faq as Row[]);
      await save(provider(), form, third, { ...third.values, faq: emptied });
      expect((await server.admin.get(`${entries}${stored[0].faqTitleId}`)).body).toEqual([]);
    });

    it(`the ${owner} CONTENT: saved with ordinary spaces, an older &nbsp; text cleaned by the next save`, async () => {
      const id = await makeContent(server, owner, 1);
      const form = contentTab(owner);
      const field = CONTENT_FIELD[owner];
      const path = { review: '/api/Review/Content', page: '/api/Pages/Content', blog: '/api/Blogs/Content' }[owner];
      const read = async () => {
        const url = { review: `/api/Review/${id}`, page: `/api/Pages/${id}`, blog: `/api/Blogs/GetItemContent?id=${id}` }[owner];
        return (await server.admin.get(url)).body[field] as string;
      };
      // What the older editor stored.
      expect((await server.admin.put(path, { id, content: '<p>Probe&nbsp;content&nbsp;abc</p>' })).status).toBe(200);
      expect(await read()).toBe('<p>Probe\u00a0content\u00a0abc</p>');
      const opened = await open(provider(), form, id);
      await save(provider(), form, opened, opened.values);
      expect(await read()).toBe('<p>Probe content abc</p>');
    });
  }

  for (const owner of ['review', 'page'] as const) {
    it(`a stale ${owner} content save is refused with the stored record and changes nothing`, async () => {
      const id = await makeContent(server, owner, 1);
      const form = contentTab(owner);
      const field = CONTENT_FIELD[owner];
      const opened = await open(provider(), form, id);
      expect(typeof opened.record?.version).toBe('number');
      const path = owner === 'review' ? '/api/Review/Content' : '/api/Pages/Content';
      expect((await server.admin.put(path, { id, content: '<p>Theirs</p>' })).status).toBe(200);
      const error = await save(provider(), form, opened, { ...opened.values, [field]: '<p>Mine</p>' }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(staleRecord(error)).toMatchObject({ [field]: '<p>Theirs</p>' });
      const reread = await open(provider(), form, id);
      expect(reread.values[field]).toBe('<p>Theirs</p>');
    });
  }
});
