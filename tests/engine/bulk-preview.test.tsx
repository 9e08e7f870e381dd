// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { BulkPreview } from '../../engine/list/bulk/BulkPreview';
import type { BulkRow } from '../../shared/bulk-row';

// Issue 32 item 1: the preview shows each record's value before and after and each refusal's reason; a record's
// language is shown where records have one, and the column is left out for families without (countries, users).

afterEach(cleanup);

const row = (over: Partial<BulkRow>): BulkRow => ({ id: 1, name: 'Alpha Credit', languageId: null, status: 'changed', before: 'Estonia', after: 'Latvia', version: 2, ...over });
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

it('leaves out the language column when no record has a language, and shows each value before and after', () => {
  render(<BulkPreview outcome={{ field: 'countryID', rows: [row({}), row({ id: 2, name: 'Beta Loans', status: 'refused', reason: 'Changed by someone else since you saw it' })], counts: { changed: 1, unchanged: 0, refused: 1 } }} field="Country" done={false} />);
  expect(headers()).toEqual(['Record', 'Country: before → after', 'Outcome']);
  const lines = screen.getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').map((td) => td.textContent));
  expect(lines).toEqual([
    ['Beta Loans', 'Changed by someone else since you saw it', 'Refused'],
    ['Alpha Credit', 'EstoniaLatvia', 'Changes'],
  ]);
});

it('names each record\'s language where records have one', () => {
  render(<BulkPreview outcome={{ field: 'authorId', rows: [row({ languageId: 2, name: 'Eins', before: 'Anna', after: 'Bernd' })], counts: { changed: 1, unchanged: 0, refused: 0 } }} field="Author" done={false} />);
  expect(headers()).toEqual(['Record', 'Language', 'Author: before → after', 'Outcome']);
  expect(within(screen.getAllByRole('row')[1]).getAllByRole('cell')[1].textContent).toBe('DE');
});

it('counts records in words, one of a plural ending in -ies included', async () => {
  const { counted } = await import('../../engine/list/bulk/bulk-words');
  expect([counted(1, 'categories'), counted(1, 'countries'), counted(1, 'blog posts'), counted(12, 'categories'), counted(1, 'news items')]).toEqual(['1 category', '1 country', '1 blog post', '12 categories', '1 news item']);
});

it("reads a value of fixed choices as the dialog's select shows it, in the preview and in the applied change's summary", async () => {
  const { fireEvent } = await import('@testing-library/react');
  const { EngineContext } = await import('../../engine/EngineContext');
  const { BulkDialog } = await import('../../engine/list/bulk/BulkDialog');
  const { ADMIN } = await import('./form-harness');
  const SET_KIND = { set: 'kind', label: 'Set kind', field: 'Kind', options: { from: 'fixed', values: [{ value: 'fixed', label: 'Fixed translation' }, { value: 'forbidden', label: 'Forbidden' }] } };
  const answer = (done: boolean) => ({ field: 'kind', rows: [row({ id: 5, name: 'buyback guarantee', languageId: 2, before: 'fixed', after: 'forbidden' })], counts: { changed: 1, unchanged: 0, refused: 0 }, ...(done && { bulkId: 9 }) });
  const applied: string[] = [];
  const provider = {
    call: async () => Promise.reject(new Error('no call expected')),
    get: async (p: string) => Promise.reject(new Error(`unexpected GET ${p}`)),
    send: async (r: { path: string }) => ({ data: answer(!r.path.endsWith('/Preview')) }),
  };
  render(
    <EngineContext.Provider value={{ provider: provider as never, subject: ADMIN, language: 2 }}>
      <BulkDialog spec={{ family: 'glossary', noun: 'glossary terms' }} action={SET_KIND as never} rows={[{ termId: 5, version: 1 }]} rowKey="termId" onApplied={(c) => applied.push(c.summary)} onUndo={async () => true} onClose={() => {}} mayOverride={false} />
    </EngineContext.Provider>,
  );
  fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'forbidden' } });
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
  const line = (await screen.findByText('buyback guarantee')).closest('tr')!;
  expect(within(line).getAllByRole('cell').map((td) => td.textContent)).toEqual(['buyback guarantee', 'DE', 'Fixed translationForbidden', 'Changes']);
  fireEvent.click(screen.getByRole('button', { name: 'Apply to 1 glossary term' }));
  await screen.findByText('The change is applied.');
  expect(applied).toEqual(['Kind set to Forbidden on 1 glossary term']);
});
