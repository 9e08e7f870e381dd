import { describe, expect, it } from 'vitest';
import { canAccess, editLabel, initialLanguage, permittedLanguages, roleOf } from '../../engine/access/can-access';

const entry = (languageId: number, dataTypeId: number, roleId: number) => ({ languageId, dataTypeId, roleId });
const subject = (permissions: ReturnType<typeof entry>[]) => ({ isAdministrator: false, permissions });

describe('canAccess: the role rules of section 6', () => {
  const user = subject([entry(1, 48, 7), entry(2, 48, 8), entry(3, 48, 9), entry(4, 48, 10)]);
  const can = (action: 'view' | 'add' | 'edit' | 'save' | 'delete', languageId: number) =>
    canAccess({ action, resource: 'Settings Testimonials', languageId, subject: user });

  it('read views and edits (labelled View) but neither adds, saves nor deletes', () => {
    expect([can('view', 1), can('edit', 1), can('add', 1), can('save', 1), can('delete', 1)]).toEqual([true, true, false, false, false]);
    expect(editLabel({ resource: 'Settings Testimonials', languageId: 1, subject: user })).toBe('View');
  });
  it('write adds and saves but does not delete', () => {
    expect([can('add', 2), can('save', 2), can('delete', 2)]).toEqual([true, true, false]);
    expect(editLabel({ resource: 'Settings Testimonials', languageId: 2, subject: user })).toBe('Edit');
  });
  it('admin deletes; none and a missing entry reach nothing', () => {
    expect(can('delete', 3)).toBe(true);
    expect([can('view', 4), can('view', 6)]).toEqual([false, false]);
  });
  it('the highest of cumulative entries is effective', () => {
    expect(roleOf(subject([entry(1, 1, 7), entry(1, 1, 9), entry(1, 1, 8)]), 'Review', 1)).toBe('admin');
  });
  it('the special administrator passes every check', () => {
    expect(canAccess({ action: 'delete', resource: 'Settings Users', languageId: 6, subject: { isAdministrator: true, permissions: [] } })).toBe(true);
  });
});

describe('languages', () => {
  const all = [1, 2, 3, 4, 6];
  it('offers only languages with a permission other than none', () => {
    expect(permittedLanguages(subject([entry(2, 1, 7), entry(4, 1, 10)]), all)).toEqual([2]);
  });
  it('starts in the first writable language, else the first read-only one other than English, else English', () => {
    expect(initialLanguage(subject([entry(1, 1, 7), entry(3, 1, 8)]), all)).toBe(3);
    expect(initialLanguage(subject([entry(1, 1, 7), entry(2, 1, 7)]), all)).toBe(2);
    expect(initialLanguage(subject([entry(1, 1, 7)]), all)).toBe(1);
  });
});
