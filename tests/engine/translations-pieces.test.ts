import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../engine/data/history';
import { changesSince, lastSaved } from '../../engine/translations/english-changes';
import { recordPlaceOf } from '../../engine/translations/record-place';
import { englishText } from '../../engine/theme/compare/english-text';

// Issue 18: what "Compare with English" marks as changed, how a record screen knows its record's type, id and list
// (for the language switch and the comparison), and how an English value reads beside a field.

const entry = (at: string, changes: HistoryEntry['changes'], action: HistoryEntry['action'] = 'update'): HistoryEntry => ({ auditId: 0, at, username: 'a', action, changes });

describe('the fields English changed since the translation was saved', () => {
  const history = [
    entry('2026-03-03T10:00:00Z', { interest: { old: 9, new: 9.75 } }),
    entry('2026-03-02T10:00:00Z', { interest: { old: 8.5, new: 9 }, name: { old: 'A', new: 'B' } }),
    entry('2026-03-01T10:00:00Z', { features: { old: 'x', new: 'y' } }),
    entry('2026-02-01T10:00:00Z', { name: { old: null, new: 'A' } }, 'create'),
  ];

  it('holds each field changed after that moment, from its value before the first change to its value after the last', () => {
    expect(changesSince(history, '2026-03-01T12:00:00Z')).toEqual({
      interest: { at: '2026-03-03T10:00:00Z', old: 8.5, new: 9.75 },
      name: { at: '2026-03-02T10:00:00Z', old: 'A', new: 'B' },
    });
  });

  it('holds nothing when the translation was saved after every English change', () => {
    expect(changesSince(history, '2026-03-04T00:00:00Z')).toEqual({});
  });

  it('takes the translation’s last save from its own history, else from the date the record carries', () => {
    expect(lastSaved([entry('2026-03-05T00:00:00Z', {})], { updatedDate: '2026-01-01T00:00:00Z' })).toBe('2026-03-05T00:00:00Z');
    expect(lastSaved([], { updatedAt: '2026-01-01T00:00:00Z' })).toBe('2026-01-01T00:00:00Z');
    expect(lastSaved([], null)).toBeNull();
  });
});

describe('where a record screen stands', () => {
  it('reads the record type from its load call, the id from the route parameter it names, the list from the breadcrumb', () => {
    expect(recordPlaceOf({ path: '/Review/{param.id}' }, { id: '7' }, [{ text: 'Reviews', to: '/reviews' }, '{record.name}'])).toEqual({ entity: 'Review', id: '7', listPath: '/reviews' });
    expect(recordPlaceOf({ path: '/Blogs/ById', query: { id: '{param.id}' } }, { id: '3' }, [{ text: 'Blog', to: '/blog' }])).toEqual({ entity: 'Blogs', id: '3', listPath: '/blog' });
    expect(recordPlaceOf({ path: '/Authors/GetAuthorById', query: { id: '{param.id}' } }, { id: '4' }, [{ text: 'Settings', to: '/settingshome' }, { text: 'Authors', to: '/authors' }])).toMatchObject({ listPath: '/authors' });
  });

  it('has none for a new record or a screen read by language alone', () => {
    expect(recordPlaceOf({ path: '/Review/{param.id}' }, { id: '-1' })).toBeNull();
    expect(recordPlaceOf({ path: '/FooterSettings/ByLanguageId', query: { id: '{language}' } }, {})).toBeNull();
  });
});

describe('an English value beside a field', () => {
  it('reads choices by their label, yes or no, lists joined and rich text as its words', () => {
    expect(englishText(2, { oneOf: [{ const: 1, title: 'Buyback guarantee' }, { const: 2, title: 'Mortgage' }] })).toBe('Mortgage');
    expect(englishText(true, {})).toBe('Yes');
    expect(englishText(['EE', 'LV'], { items: { oneOf: [{ const: 'EE', title: 'Estonia' }, { const: 'LV', title: 'Latvia' }] } })).toBe('Estonia, Latvia');
    expect(englishText('<p>Short <strong>loans</strong>.</p><p>Next</p>', {})).toBe('Short loans. Next');
    expect(englishText(null, {})).toBe('');
  });

  it("reads the labels a form's choices are drawn with (an enum labelled by its uiSchema)", () => {
    expect(englishText(2, { type: ['number', 'null'], enum: [1, 2, null] }, { 'ui:enumNames': ['Buyback guarantee', 'Mortgage', '—'] })).toBe('Mortgage');
    expect(englishText(['EE', 'LV'], { type: 'array', items: { type: 'string', enum: ['EE', 'LV'] } }, { items: { 'ui:enumNames': ['Estonia', 'Latvia'] } })).toBe('Estonia, Latvia');
    // A value among none of the choices reads as itself.
    expect(englishText(7, { enum: [1, 2] }, { 'ui:enumNames': ['One', 'Two'] })).toBe('7');
  });

  it("reads a choice by its label in the English record's own list, which a list per language (the authors) holds and the translation's lacks", () => {
    const germanAuthors = [{ type: ['number', 'null'], enum: [4, 5, null] }, { 'ui:enumNames': ['Jonas Weber', 'Lena Braun', '—'] }] as const;
    const englishAuthors = [
      { value: 1, label: 'Mark Hughes' },
      { value: 2, label: 'Sarah Lee' },
    ];
    expect(englishText(1, ...germanAuthors, englishAuthors)).toBe('Mark Hughes');
    // One the English list lacks reads as the field draws it.
    expect(englishText(5, ...germanAuthors, englishAuthors)).toBe('Lena Braun');
    expect(englishText([2, 1], { type: 'array', items: { enum: [4] } }, undefined, englishAuthors)).toBe('Sarah Lee, Mark Hughes');
  });
});
