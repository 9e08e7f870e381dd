// @vitest-environment happy-dom
import path from 'node:path';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkDescriptor } from '../../engine/descriptor/check-all';
import { summarize } from '../../engine/descriptor/summary';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { validateDescriptor } from '../../engine/descriptor/validate';
import { renderForm, strictProvider } from './form-harness';

const notices = vi.hoisted(() => [] as unknown[]);
vi.mock('../../engine/notices', () => ({ notify: async (notice: unknown) => void notices.push(notice) }));

// Issue 15, item 3: the rule "any required field empty → one notice, nothing sent", and the static note. The blog's
// EDIT POST (first document §2 and §5) shows 'In this form all fields are required!'; excerpt, pageTitle,
// selectedPopularArticles, categoryId, authorId, serpDescription, serpTitle and subtitle are all required, and
// missing fields give one notice 'Please fill out all the fields.' while nothing is sent.

const root = path.resolve(__dirname, '../..');
const file = 'tests/engine/blog-edit.json';
const REQUIRED = ['excerpt', 'pageTitle', 'selectedPopularArticle', 'categoryId', 'authorId', 'serpDescription', 'serpTitle', 'subtitle'];
const NOTE = 'In this form all fields are required!';
const fixed = (values: [number, string][]) => ({ from: 'fixed', values: values.map(([value, label]) => ({ value, label })) });
const raw = () => ({
  kind: 'form',
  route: '/blog/edit/:id',
  title: 'Edit post',
  entity: 'blog',
  load: { call: { path: '/Blogs/ById', query: { id: '{param.id}' } }, pick: 'object', idParam: 'id' },
  idField: 'blogId',
  fixed: { languageId: '{language}' },
  parts: [
    { kind: 'note', text: NOTE },
    { name: 'pageTitle', label: 'Title', widget: 'text' },
    { name: 'subtitle', label: 'Subtitle', widget: 'text' },
    { name: 'excerpt', label: 'Excerpt', widget: 'textarea' },
    { name: 'selectedPopularArticle', label: 'Popular articles', widget: 'text' },
    { name: 'categoryId', label: 'Category', widget: 'select', options: fixed([[3, 'Guides'], [4, 'News']]) },
    { name: 'authorId', label: 'Author', widget: 'select', options: fixed([[1, 'Ada'], [2, 'Ben']]) },
    { section: 'SEO', parts: [{ name: 'serpTitle', label: 'SERP title', widget: 'text' }, { name: 'serpDescription', label: 'SERP description', widget: 'textarea' }] },
  ],
  rules: [{ rule: 'allRequired', fields: REQUIRED, message: 'Please fill out all the fields.' }],
  save: { update: { method: 'PUT', path: '/Blogs' } },
  notices: { success: { message: 'Blog post has been updated.' }, failure: { message: 'Something went wrong during saving data....' } },
});
const blog = checkDescriptor(root, file, raw()) as FormDescriptor;
const stored = { blogId: 9, languageId: 1, pageTitle: 'Why diversify', subtitle: '', excerpt: 'Spread the risk.', selectedPopularArticle: '', categoryId: 3, authorId: null, serpTitle: 'Diversify', serpDescription: '  ' };
const answers = () => ({ 'GET /Blogs/ById': () => ({ ...stored }), 'PUT /Blogs': (body: unknown) => body });
const groupOf = (label: RegExp) => screen.getByLabelText(label).closest('.bp6-form-group') as HTMLElement;
const open = (api: ReturnType<typeof strictProvider>) => renderForm(blog, api.provider, undefined, { path: '/blog/edit/:id', at: '/blog/edit/9' });

afterEach(() => {
  cleanup();
  notices.length = 0;
});

describe('the note', () => {
  it('shows its fixed text as a callout in the form', async () => {
    const api = strictProvider(answers());
    open(api);
    const note = await screen.findByText(NOTE);
    expect(note.closest('.bp6-callout')).toBeTruthy();
    expect(note.closest('form')).toBeTruthy();
  });

  it('is named in parts by its kind; a missing text or an unknown kind is refused naming the place', () => {
    expect(summarize(file, blog)).toContain(`  note "${NOTE}"`);
    const without = raw();
    without.parts[0] = { kind: 'note' } as never;
    expect(() => validateDescriptor(file, without)).toThrow(`${file}: at parts[0]: missing property "text"`);
    const unknown = raw();
    unknown.parts[0] = { kind: 'nota', text: NOTE } as never;
    expect(() => validateDescriptor(file, unknown)).toThrow(`${file}: at parts[0].kind: expected one of "group", "note"`);
  });
});

describe('allRequired', () => {
  it('marks every field it names "(required)" before any save', async () => {
    open(strictProvider(answers()));
    await screen.findByLabelText(/^Title/);
    for (const label of [/^Title/, /^Subtitle/, /^Excerpt/, /^Popular articles/, /^Category/, /^Author/, /^SERP title/, /^SERP description/]) {
      expect(within(groupOf(label)).getByText('(required)')).toBeTruthy();
    }
  });

  it('with fields empty: each empty one is marked, ONE notice says so, nothing is sent', async () => {
    const api = strictProvider(answers());
    open(api);
    await screen.findByDisplayValue('Why diversify');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(notices).toHaveLength(1), { timeout: 5000 });
    expect(notices).toEqual([{ message: 'Please fill out all the fields.' }]);
    // Empty, blank ("  ") or not chosen: subtitle, popular articles, author, SERP description.
    for (const label of [/^Subtitle/, /^Popular articles/, /^Author/, /^SERP description/]) expect(groupOf(label).className, String(label)).toContain('bp6-intent-danger');
    for (const label of [/^Title/, /^Excerpt/, /^Category/, /^SERP title/]) expect(groupOf(label).className, String(label)).not.toContain('bp6-intent-danger');
    expect(api.calls.map((c) => c.call)).toEqual(['GET /Blogs/ById']);
  });

  it('once every field is filled the post is sent', async () => {
    const api = strictProvider(answers());
    open(api);
    await screen.findByDisplayValue('Why diversify');
    fireEvent.change(screen.getByLabelText(/^Subtitle/), { target: { value: 'Spread it' } });
    fireEvent.change(screen.getByLabelText(/^Popular articles/), { target: { value: '2,5' } });
    // A choice list's options are numbered in order: the second is Ben (authorId 2).
    fireEvent.change(screen.getByLabelText(/^Author/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^SERP description/), { target: { value: 'How to spread the risk.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.calls.map((c) => c.call)).toContain('PUT /Blogs'), { timeout: 5000 });
    const body = api.calls.find((c) => c.call === 'PUT /Blogs')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ blogId: 9, subtitle: 'Spread it', authorId: 2, serpDescription: 'How to spread the risk.' });
    // The note holds no value: nothing of it is sent.
    expect(Object.keys(body).filter((key) => !(key in stored))).toEqual([]);
    expect(notices).toEqual([{ message: 'Blog post has been updated.' }]);
  });

  it('names fields of the entity: a misspelt one is refused at build', () => {
    const broken = raw();
    broken.rules[0].fields = [...REQUIRED.slice(1), 'selectedPopularArticles'];
    expect(() => checkDescriptor(root, file, broken)).toThrow(`${file}: at rules[0]: "selectedPopularArticles" is not a field of schemas/blog.json (did you mean "selectedPopularArticle"?)`);
  });
});
