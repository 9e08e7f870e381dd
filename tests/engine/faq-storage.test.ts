import { describe, expect, it } from 'vitest';
import type { CallSpec, FormBody, GroupPart } from '../../engine/model/descriptor';
import type { DataProvider } from '../../engine/data/provider';
import { fill, fillPath } from '../../engine/data/templates';
import { checkDescriptor } from '../../engine/descriptor/check-all';
import { declaredCalls, callKey } from '../../engine/descriptor/calls';
import { loadRecord } from '../../engine/form/load';
import { recordToValues, valuesToBody } from '../../engine/form/record';
import { runSave } from '../../engine/form/save';
import { stateVersion } from '../../engine/form/conflict';
import { storageOf } from '../../engine/form/parts';
import { groupsOf } from '../../engine/model/parts';
import { editingRulesOf } from '../../engine/registry/list-rules';
import { ADD_REFUSED, MOVE_REFUSED, faqRules } from '../../engine/registry/packs/core/groups/faq-rules';
import { defineGroupStorage } from '../../engine/registry/define';
import type { ScreenDescriptor } from '../../engine/model/descriptor';
import { faqTab, root, type Owner } from './owner-tabs';

// Issue 15, item 4: the FAQ storage serves any owner named by data (review, page, blog here; the portfolio,
// whose entries are deleted and recreated, next), and its rules (first document, section 4) belong to it,
// not to every list group.

type Row = Record<string, any>;

/** Records every call with its query filled; answers by "METHOD /path?query" or "METHOD /path". */
function recording(answers: Record<string, unknown> = {}) {
  const calls: { call: string; body?: unknown }[] = [];
  const provider: DataProvider = {
    async call(spec: CallSpec, ctx, body) {
      const query = Object.entries(spec.query ?? {}).map(([k, v]) => `${k}=${typeof v === 'string' ? fill(v, ctx) : v}`);
      const path = `${spec.method ?? 'GET'} ${fillPath(spec.path, ctx)}`;
      const key = query.length ? `${path}?${query.join('&')}` : path;
      calls.push(body === undefined ? { call: key } : { call: key, body });
      return (answers[key] ?? answers[path] ?? ((spec.method ?? 'GET') === 'GET' ? [] : {})) as never;
    },
    get: async (p) => Promise.reject(new Error(`unexpected GET ${p}`)),
    send: async (r) => Promise.reject(new Error(`unexpected ${r.method} ${r.path}`)),
  };
  return { provider, calls };
}

const OWNERS: { owner: Owner; field: string; titles: string; entries: string }[] = [
  { owner: 'review', field: 'reviewId', titles: '/FaqTitles/ByReviewId', entries: '/FaqLists/ByFaqTitleId' },
  { owner: 'page', field: 'pageId', titles: '/FaqTitles/ByPageId', entries: '/FaqLists/ByPageTitleId' },
  { owner: 'blog', field: 'blogId', titles: '/FaqTitles/ByBlogId', entries: '/FaqLists/ByBlogTitleId' },
];

const stored = [
  { faqPageListId: 12, faqListId: 12, faqTitleId: 4, question: 'Second?', answer: 'Yes.', position: 2 },
  { faqPageListId: 11, faqListId: 11, faqTitleId: 4, question: 'First?', answer: 'No.', position: 1 },
];

describe.each(OWNERS)('the FAQ tab of a $owner', ({ owner, field, titles, entries }) => {
  const form = faqTab(owner);
  const ctx = { language: 2, params: { id: '9' } };

  it('reads the last title of the owner, then its entries by position', async () => {
    const { provider, calls } = recording({ [`GET ${titles}?${field}=9`]: [{ faqTitleId: 3, title: 'Old' }, { faqTitleId: 4, title: 'Questions' }], [`GET ${entries}?faqTitleId=4`]: stored });
    const record = await loadRecord(provider, form, ctx);
    expect(calls.map((c) => c.call)).toEqual([`GET ${titles}?${field}=9`, `GET ${entries}?faqTitleId=4`]);
    const values = recordToValues(form, record);
    expect(values.title).toBe('Questions');
    expect(values.faq).toEqual([
      { faqPageListId: 11, question: 'First?', answer: 'No.', position: 1 },
      { faqPageListId: 12, question: 'Second?', answer: 'Yes.', position: 2 },
    ]);
  });

  it('saves the title with the owner and the version loaded, then the whole list under the title and version the answer names', async () => {
    const record = { faqTitleId: 4, title: 'Questions', faq: stored, version: 3 };
    const values = recordToValues(form, record);
    const added = faqRules.add(values.faq as Row[], groupsOf(form.parts)[0]);
    if (!added.ok) throw new Error(added.reason);
    const faq = added.entries.map((e, i) => (i === 2 ? { ...e, question: 'Third?', answer: 'Maybe.' } : e));
    const { provider, calls } = recording({ 'POST /FaqTitles': { faqTitleId: 4, title: 'Renamed', version: 4 } });
    const body = valuesToBody(form, { ...values, title: 'Renamed', faq }, record, { ...ctx, record });
    stateVersion(body, record.version);
    await runSave(provider, form, body, { ...ctx, record });
    expect(calls).toEqual([
      { call: 'POST /FaqTitles', body: { faqTitleId: 4, title: 'Renamed', [field]: 9, version: 3 } },
      {
        call: 'POST /FaqLists/FaqLists?version=4',
        body: [
          { faqPageListId: 11, faqTitleId: 4, question: 'First?', answer: 'No.', position: 1 },
          { faqPageListId: 12, faqTitleId: 4, question: 'Second?', answer: 'Yes.', position: 2 },
          { faqPageListId: 0, faqTitleId: 4, question: 'Third?', answer: 'Maybe.', position: 3 },
        ],
      },
    ]);
  });

  it('a new title: nothing read for its entries, the title created first and its id used for the list', async () => {
    const { provider, calls } = recording({ 'POST /FaqTitles': { faqTitleId: 21, version: 1 } });
    expect(await loadRecord(provider, form, ctx)).toBeNull();
    const values = { ...recordToValues(form, null), title: 'New questions', faq: [{ question: 'Why?', answer: 'Because.', position: 1 }] };
    await runSave(provider, form, valuesToBody(form, values, null, ctx), ctx);
    expect(calls.slice(1)).toEqual([
      { call: 'POST /FaqTitles', body: { faqTitleId: undefined, title: 'New questions', [field]: 9 } },
      { call: 'POST /FaqLists/FaqLists?version=1', body: [{ faqPageListId: 0, faqTitleId: 21, question: 'Why?', answer: 'Because.', position: 1 }] },
    ]);
  });

  it('a list emptied by the editor is sent as its one blank entry, which the server stores as no entry', async () => {
    const record = { faqTitleId: 4, title: 'Questions', faq: [stored[1]] };
    const removed = faqRules.remove(recordToValues(form, record).faq as Row[], 0, groupsOf(form.parts)[0]);
    if (!removed.ok) throw new Error(removed.reason);
    const { provider, calls } = recording({ 'POST /FaqTitles': { faqTitleId: 4, version: 2 } });
    await runSave(provider, form, valuesToBody(form, { title: 'Questions', faq: removed.entries }, record, { ...ctx, record }), { ...ctx, record });
    expect(calls[1]).toEqual({ call: 'POST /FaqLists/FaqLists?version=2', body: [{ faqPageListId: 0, faqTitleId: 4, question: '', answer: '', position: 1 }] });
  });

  it('declares its calls for the conformance test', () => {
    const keys = declaredCalls(form as unknown as ScreenDescriptor, () => undefined).map(callKey);
    for (const call of [`GET ${titles}`, `GET ${entries}`, 'POST /FaqTitles', 'POST /FaqLists/FaqLists']) expect(keys).toContain(call);
  });
});

describe('the FAQ rules belong to the FAQ storage', () => {
  const faqGroup = groupsOf(faqTab('review').parts)[0];
  const plainStorage = defineGroupStorage({ description: 'a list of links', layout: 'list', count: () => 1, itemKey: (item) => item.name ?? '', calls: () => [], toEntries: () => [] });
  const plainGroup: GroupPart = { kind: 'group', storage: 'links' as string as GroupPart['storage'] /* only this test's registry holds it */, name: 'links', items: [{ name: 'anchor', label: 'Anchor', widget: 'text' }, { name: 'url', label: 'URL', widget: 'text' }] };

  it('a FAQ group obeys them', () => {
    const rules = editingRulesOf(storageOf(faqGroup));
    expect(rules).toBe(faqRules);
    expect(rules.add([{ question: 'Why?', answer: '' }], faqGroup)).toEqual({ ok: false, reason: ADD_REFUSED });
    expect(rules.move([{ question: 'a', answer: 'b' }, { question: '', answer: '' }], 0, 1, faqGroup)).toEqual({ ok: false, reason: MOVE_REFUSED });
    expect(rules.remove([{ question: 'a', answer: 'b' }], 0, faqGroup)).toEqual({ ok: true, entries: [{ question: '', answer: '', position: 1 }] });
  });

  it('a list group of anything else is not refused: any add, move and delete, down to no entry', () => {
    const rules = editingRulesOf(plainStorage);
    expect(rules.add([{ anchor: '', url: '' }], plainGroup)).toEqual({ ok: true, entries: [{ anchor: '', url: '' }, { anchor: '', url: '' }] });
    expect(rules.move([{ anchor: 'a', url: '' }, { anchor: '', url: '' }], 0, 1, plainGroup)).toEqual({ ok: true, entries: [{ anchor: '', url: '' }, { anchor: 'a', url: '' }] });
    expect(rules.move([{ anchor: 'a', url: '' }], 0, 1, plainGroup).ok).toBe(false);
    expect(rules.remove([{ anchor: 'a', url: '' }], 0, plainGroup)).toEqual({ ok: true, entries: [] });
  });
});

describe('an owner described later in JSON alone: the portfolio (third document)', () => {
  // Its title is read by table id and data type 51; its stored entries are deleted and recreated on save.
  const portfolio = checkDescriptor(root, 'screens/tools/portfolio-faq.json', {
    kind: 'form',
    id: 'portfolio-faq',
    title: 'Portfolio FAQ',
    entity: 'faq-title',
    idField: 'faqTitleId',
    load: { call: { path: '/FaqTitles/GetFaqTitleByTableIdDatatypeId', query: { tableid: '{param.id}', datatypeid: '51' } }, pick: 'last' },
    parts: [
      { name: 'title', label: 'FAQ title', widget: 'text' },
      {
        kind: 'group',
        storage: 'faqEntries',
        name: 'faq',
        list: { path: '/FaqLists/ByFaqTitleId', query: { faqTitleId: '{record.faqTitleId}' } },
        replace: { delete: { method: 'DELETE', path: '/FaqLists/{row.faqListId}' } },
        items: [
          { name: 'question', label: 'Question', widget: 'textarea', rows: 8 },
          { name: 'answer', label: 'Answer', widget: 'textarea', rows: 8 },
        ],
      },
    ],
    save: { steps: [{ hook: 'send', call: { method: 'PUT', path: '/FaqTitles' }, body: { faqTitleId: '{record.faqTitleId}', title: '{record.title}' }, numbers: ['faqTitleId'] }, { saveGroup: 'faq' }] },
    notices: { failure: { message: 'Something went wrong during saving data....' } },
  }) as unknown as FormBody;

  it('deletes every stored entry, then sends the list as new entries', async () => {
    const record = { faqTitleId: 4, title: 'Portfolio questions', faq: stored };
    const values = recordToValues(portfolio, record);
    const ctx = { language: 1, params: { id: '2' }, record };
    const { provider, calls } = recording({ 'GET /FaqLists/ByFaqTitleId?faqTitleId=4': stored, 'PUT /FaqTitles': { faqTitleId: 4 } });
    await runSave(provider, portfolio, valuesToBody(portfolio, values, record, ctx), ctx);
    expect(calls).toEqual([
      { call: 'PUT /FaqTitles', body: { faqTitleId: 4, title: 'Portfolio questions' } },
      { call: 'GET /FaqLists/ByFaqTitleId?faqTitleId=4' },
      { call: 'DELETE /FaqLists/12' },
      { call: 'DELETE /FaqLists/11' },
      {
        call: 'POST /FaqLists/FaqLists',
        body: [
          { faqTitleId: 4, question: 'First?', answer: 'No.', position: 1 },
          { faqTitleId: 4, question: 'Second?', answer: 'Yes.', position: 2 },
        ],
      },
    ]);
  });
});

describe('mistakes in a FAQ tab are named at build', () => {
  it('a fragment used without one of its params names the fragment and the missing param', () => {
    expect(() =>
      checkDescriptor(root, 'screens/pages/page-faq.json', { kind: 'form', id: 'x', title: 'FAQ', include: 'faq-tab', params: { ownerField: 'pageId', titles: '/FaqTitles/ByPageId' }, notices: { failure: { message: 'no' } } }),
    ).toThrow('screens/pages/page-faq.json: at params: fragment "faq-tab" needs "entries" in "params"');
  });
  it('a FAQ group without its list call', () => {
    const group = { kind: 'group', storage: 'faqEntries', name: 'faq', items: [{ name: 'question', label: 'Question', widget: 'text' }] };
    expect(() => checkDescriptor(root, 'screens/x.json', { kind: 'form', route: '/x', title: 'X', entity: 'faq-title', idField: 'faqTitleId', parts: [group], save: {}, notices: { failure: { message: 'no' } } })).toThrow(
      'missing property "list"',
    );
  });
});
