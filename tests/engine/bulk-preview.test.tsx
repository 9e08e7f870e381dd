// @vitest-environment jsdom
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
