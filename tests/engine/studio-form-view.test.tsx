import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../engine/model/entity';
import {
  addField, addableFields, fieldFromProperty, moveColumn, movePart, moveToNewSection, moveToSection, namesShown, noticeAt, removeColumn,
  removeNotice, restoreColumn, setColumnLabel, setColumnSortable, setFieldText, setNotice, setRequired, showInLanguage, shownLanguages,
} from '../../engine/studio/form-view/edits';

// Issue 20, item 2, the form view: the common changes a person who is not a developer makes to a screen (label,
// help, required, order, section, hidden or shown per language, an entity field added, notices, a list's
// columns), each a pure edit of the raw descriptor that leaves the one given untouched.

const read = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const bonus = () => read('screens/settings/bonus-settings.json');
const fragments = { 'saving-failed': read('screens/fragments/saving-failed.json'), 'deleting-failed': read('screens/fragments/deleting-failed.json') };
const frozen = <T,>(value: T): T => {
  const deep = (v: any) => (v && typeof v === 'object' ? (Object.values(v).forEach(deep), Object.freeze(v)) : v);
  return deep(structuredClone(value));
};

const form = () =>
  frozen({
    kind: 'form',
    entity: 'page-settings',
    idField: 'pagesSettingsId',
    parts: [
      { name: 'title', label: 'Page Title', widget: 'text' },
      { name: 'subtitle', label: 'Subtitle', widget: 'textarea' },
      { section: 'More', parts: [{ name: 'platform', label: 'Platform', widget: 'text' }] },
      { include: 'seo', params: { convert: ['emptyToNull'] } },
    ],
    notices: { success: { message: 'Saved.' }, include: 'saving-failed' },
  } as Record<string, any>);

describe('a field relabelled, given help, made required', () => {
  it('changes the label and help of the field at its place, leaving the descriptor given as it was', () => {
    const before = form();
    const after = setFieldText(setFieldText(before, [0], 'label', 'Heading'), [0], 'help', 'Shown above the page');
    expect(after.parts[0]).toEqual({ name: 'title', label: 'Heading', widget: 'text', help: 'Shown above the page' });
    expect(before.parts[0].label).toBe('Page Title');
    expect(setFieldText(after, [0], 'help', '').parts[0]).not.toHaveProperty('help');
  });

  it('makes a field in a section required with a message naming it, and not required again', () => {
    const required = setRequired(form(), [2, 0], true);
    expect(required.parts[2].parts[0].required).toBe('Platform is required.');
    expect(setRequired(required, [2, 0], false).parts[2].parts[0]).not.toHaveProperty('required');
  });
});

describe('order and sections', () => {
  it('moves a field up and down among its neighbours, not past either end', () => {
    const before = form();
    expect(movePart(before, [1], -1).parts.map((p: any) => p.name)).toEqual(['subtitle', 'title', undefined, undefined]);
    expect(movePart(before, [0], -1)).toBe(before);
    expect(movePart(before, [2, 0], 1)).toBe(before);
  });

  it('moves a field into another section, and out to the form; a section left empty goes', () => {
    const into = moveToSection(form(), [0], [2]);
    expect(into.parts[0].name).toBe('subtitle');
    expect(into.parts[1].parts.map((p: any) => p.name)).toEqual(['platform', 'title']);
    const out = moveToSection(form(), [2, 0], null);
    expect(out.parts.map((p: any) => p.name ?? p.section ?? p.include)).toEqual(['title', 'subtitle', 'seo', 'platform']);
  });

  it('puts a field into a new section of its own title, in its place (the bonus settings have only the fragment`s)', () => {
    const after = moveToNewSection(bonus(), [1], 'Introduction');
    expect(after.parts[1]).toEqual({ section: 'Introduction', parts: [bonus().parts[1]] });
    expect(after.parts[2]).toEqual(bonus().parts[2]);
  });
});

describe('hidden or shown per language', () => {
  it('hides a field in Dutch with the descriptor`s condition format', () => {
    const after = showInLanguage(form(), [0], 6, false);
    expect(after.parts[0].showIf).toEqual({ not: { language: 6 } });
    expect(shownLanguages(after.parts[0].showIf)).toEqual([1, 2, 3, 4]);
    expect(showInLanguage(after, [0], 6, true).parts[0]).not.toHaveProperty('showIf');
  });

  it('keeps a condition the field already has, joining the language to it with all', () => {
    const withCondition = frozen({ ...form(), parts: [{ name: 'title', label: 'T', widget: 'text', showIf: { field: 'subtitle', notEmpty: true } }] });
    const after = showInLanguage(showInLanguage(withCondition, [0], 6, false), [0], 2, false);
    expect(after.parts[0].showIf).toEqual({ all: [{ field: 'subtitle', notEmpty: true }, { not: { language: 2 } }, { not: { language: 6 } }] });
    const back = showInLanguage(showInLanguage(after, [0], 2, true), [0], 6, true);
    expect(back.parts[0].showIf).toEqual({ field: 'subtitle', notEmpty: true });
  });

  it('reads and writes a field shown in English only as { language: 1 }', () => {
    const english = frozen({ ...form(), parts: [{ name: 'title', label: 'T', widget: 'text', showIf: { language: 1 } }] });
    expect(shownLanguages(english.parts[0].showIf)).toEqual([1]);
    expect(showInLanguage(english, [0], 2, true).parts[0].showIf).toEqual({ all: [{ not: { language: 3 } }, { not: { language: 4 } }, { not: { language: 6 } }] });
    expect(showInLanguage(showInLanguage(english, [0], 2, true), [0], 2, false).parts[0].showIf).toEqual({ language: 1 });
  });
});

describe('an entity field the screen does not show yet', () => {
  const entity = read('schemas/page-settings.json') as EntitySchema;
  const shown = namesShown([...bonus().parts.slice(0, 2), { section: 'SEO', parts: [{ name: 'serpTitle' }, { name: 'serpDescription' }] }]);

  it('lists the entity`s fields minus those on the screen, its id, its fixed values and read-only ones', () => {
    const names = addableFields(bonus(), entity, shown).map((f) => f.name);
    expect(names).toEqual(['serpId', 'platform', 'pageSettingsSubtitle', 'ratingMethodology', 'editorialNote']);
  });

  it('adds one labelled by its title with a widget fitting its type, under the form`s own fields', () => {
    const [added] = addableFields(bonus(), entity, shown).filter((f) => f.name === 'pageSettingsSubtitle');
    expect(added.field).toEqual({ name: 'pageSettingsSubtitle', label: 'Subtitle (reviews)', widget: 'textarea', convert: ['emptyToNull'] });
    const after = addField(bonus(), added.field);
    expect(after.parts.map((p: any) => p.name ?? p.include)).toEqual(['title', 'subtitle', 'pageSettingsSubtitle', 'seo']);
  });

  it('picks a number for an integer, a checkbox for a boolean, a select with the choices for an enum', () => {
    expect(fieldFromProperty('serpId', { type: ['integer', 'null'], title: 'SERP id' })).toMatchObject({ widget: 'number', label: 'SERP id' });
    expect(fieldFromProperty('isActive', { type: 'boolean' })).toEqual({ name: 'isActive', label: 'isActive', widget: 'checkbox' });
    expect(fieldFromProperty('languageId', { type: 'integer', enum: [1, 2] })).toMatchObject({ widget: 'select', options: { from: 'fixed', values: [{ value: 1, label: '1' }, { value: 2, label: '2' }] } });
  });
});

describe('notices', () => {
  it('shows a notice from the included fragment as shared, and overrides it with the screen`s own text and duration', () => {
    const before = form();
    expect(noticeAt(before, ['notices', 'failure'], fragments)).toMatchObject({ notice: fragments['saving-failed'].failure, sharedFrom: 'saving-failed', overridden: false });
    const after = setNotice(before, ['notices', 'failure'], { message: 'Could not save: {error}', duration: 5000 });
    expect(after.notices).toEqual({ success: { message: 'Saved.' }, include: 'saving-failed', failure: { message: 'Could not save: {error}', duration: 5000 } });
    expect(noticeAt(after, ['notices', 'failure'], fragments)).toMatchObject({ sharedFrom: 'saving-failed', overridden: true });
    expect(removeNotice(after, ['notices', 'failure']).notices).toEqual(before.notices);
  });

  it('changes a screen`s own notice, and a notice that includes a fragment keeps including it', () => {
    expect(setNotice(form(), ['notices', 'success'], { message: 'Bonus settings saved.' }).notices.success).toEqual({ message: 'Bonus settings saved.' });
    const list = frozen({ kind: 'list', columns: [], delete: { call: { path: '/X' }, failure: { include: 'deleting-failed' } } });
    expect(noticeAt(list, ['delete', 'failure'], fragments)).toMatchObject({ notice: fragments['deleting-failed'], sharedFrom: 'deleting-failed', overridden: false });
    const own = setNotice(list, ['delete', 'failure'], { message: 'Not deleted.' });
    expect(own.delete.failure).toEqual({ include: 'deleting-failed', message: 'Not deleted.' });
    expect(removeNotice(own, ['delete', 'failure']).delete.failure).toEqual({ include: 'deleting-failed' });
  });
});

describe('a list`s columns', () => {
  const list = () => frozen({ kind: 'list', columns: [{ label: 'Language', field: 'languageName' }, { label: 'Key', field: 'dataTypeName' }, { label: 'Route', field: 'url' }] } as Record<string, any>);

  it('relabels a column and makes it sortable or not', () => {
    const after = setColumnSortable(setColumnLabel(list(), 2, 'Address'), 2, true);
    expect(after.columns[2]).toEqual({ label: 'Address', field: 'url', sortable: true });
    expect(setColumnSortable(after, 2, false).columns[2]).toEqual({ label: 'Address', field: 'url' });
  });

  it('moves a column, removes it and puts it back where it was', () => {
    expect(moveColumn(list(), 0, 1).columns.map((c: any) => c.field)).toEqual(['dataTypeName', 'languageName', 'url']);
    const { descriptor, removed } = removeColumn(list(), 1);
    expect(descriptor.columns.map((c: any) => c.field)).toEqual(['languageName', 'url']);
    expect(restoreColumn(descriptor, removed, 1).columns).toEqual(list().columns);
  });
});
