import { describe, expect, it } from 'vitest';
import type { CallSpec } from '../../engine/model/descriptor';
import type { DataProvider } from '../../engine/data/provider';
import { fill, fillPath } from '../../engine/data/templates';
import { fieldsOf } from '../../engine/model/parts';
import { loadRecord } from '../../engine/form/load';
import { recordToValues, valuesToBody } from '../../engine/form/record';
import { runSave } from '../../engine/form/save';
import { stateVersion } from '../../engine/form/conflict';
import { contentTab, CONTENT_FIELD, type Owner } from './owner-tabs';

// Issue 15, item 4: the CONTENT tab is one fragment (screens/fragments/content-tab.json) whose params name the
// owner's load call, entity, fields, save path and notices (first document, sections 2, 7 and 8); its save
// states the version the record was loaded with, so a stale save meets the conflict dialog.

function recording(answers: Record<string, unknown>) {
  const calls: { call: string; body?: unknown }[] = [];
  const provider: DataProvider = {
    async call(spec: CallSpec, ctx, body) {
      const query = Object.entries(spec.query ?? {}).map(([k, v]) => `${k}=${typeof v === 'string' ? fill(v, ctx) : v}`);
      const key = `${spec.method ?? 'GET'} ${fillPath(spec.path, ctx)}${query.length ? `?${query.join('&')}` : ''}`;
      calls.push(body === undefined ? { call: key } : { call: key, body });
      return (answers[key] ?? {}) as never;
    },
    get: async (p) => Promise.reject(new Error(`unexpected GET ${p}`)),
    send: async (r) => Promise.reject(new Error(`unexpected ${r.method} ${r.path}`)),
  };
  return { provider, calls };
}

const OWNERS: { owner: Owner; load: string; save: string; saved: string; failed: string }[] = [
  { owner: 'review', load: 'GET /Review/7', save: 'PUT /Review/Content', saved: 'Successfully updated content.', failed: 'An error has occured while updating content.' },
  { owner: 'page', load: 'GET /Pages/7', save: 'PUT /Pages/Content', saved: 'Successfully saved content.', failed: 'An error has occured during saving content.' },
  { owner: 'blog', load: 'GET /Blogs/GetItemContent?id=7', save: 'PUT /Blogs/Content', saved: 'Blog post content has been updated.', failed: 'Something went wrong during saving data....' },
];

describe.each(OWNERS)('the CONTENT tab of a $owner', ({ owner, load, save, saved, failed }) => {
  const form = contentTab(owner);
  const field = CONTENT_FIELD[owner];
  const ctx = { language: 1, params: { id: '7' } };

  it('one rich-text field, Save content, the notices of section 8', () => {
    expect(fieldsOf(form.parts)).toMatchObject([{ name: field, label: 'Content', widget: 'richtext', convert: ['emptyToEmptyString'] }]);
    expect(fieldsOf(form.parts)).toHaveLength(1);
    expect(form.submitLabel).toBe('Save content');
    expect(form.notices).toEqual({ success: { message: saved }, failure: { message: failed } });
  });

  it('loads the record when the tab opens and saves {content, id} stating the version it was loaded with', async () => {
    const { provider, calls } = recording({ [load]: { [field]: '<p>Old&nbsp;text</p>', version: 3 } });
    const record = await loadRecord(provider, form, ctx);
    expect(calls).toEqual([{ call: load }]);
    const values = recordToValues(form, record);
    expect(values[field]).toBe('<p>Old text</p>');
    const body = valuesToBody(form, { ...values, [field]: '<p>New text</p>' }, record, { ...ctx, record });
    stateVersion(body, record?.version);
    await runSave(provider, form, body, { ...ctx, record });
    expect(calls[1]).toEqual({ call: save, body: { content: '<p>New text</p>', id: 7, version: 3 } });
  });

  it('an emptied editor saves empty content', async () => {
    const { provider, calls } = recording({});
    const record = { [field]: '<p>x</p>', version: 2 };
    await runSave(provider, form, valuesToBody(form, { [field]: undefined }, record, { ...ctx, record }), { ...ctx, record });
    expect(calls[0]).toEqual({ call: save, body: { content: '', id: 7 } });
  });

  it('a record answered without a version is saved without one', async () => {
    const { provider, calls } = recording({});
    const record = { [field]: '<p>x</p>' };
    await runSave(provider, form, valuesToBody(form, recordToValues(form, record), record, { ...ctx, record }), { ...ctx, record });
    expect(JSON.parse(JSON.stringify(calls[0].body))).toEqual({ content: '<p>x</p>', id: 7 });
  });
});
