import { describe, expect, it } from 'vitest';
import { mayReadEnglish } from '../../engine/translations/english-readable';
import { DATA_TYPES } from '../../shared/data-types';
import { ADMIN } from './form-harness';

// Issue 33: the glossary's check and the memory's suggestions read a record's English version by themselves, so they
// read it only for a user who may (a reader of German alone would otherwise be refused, and the browser logs it).

const form = { permission: { dataType: 'Cashbacks' }, parts: [] } as never;
const READ = 7;

describe('reading the English version for the glossary and the memory', () => {
  it('is for a user who may view the data type in English', () => {
    expect(mayReadEnglish(form, ADMIN)).toBe(true);
    expect(mayReadEnglish(form, { isAdministrator: false, permissions: [{ languageId: 1, roleId: READ, dataTypeId: DATA_TYPES.Cashbacks }] })).toBe(true);
  });

  it('is not for a reader of German alone, nor for a reader of English of another data type', () => {
    expect(mayReadEnglish(form, { isAdministrator: false, permissions: [{ languageId: 2, roleId: READ, dataTypeId: DATA_TYPES.Cashbacks }] })).toBe(false);
    expect(mayReadEnglish(form, { isAdministrator: false, permissions: [{ languageId: 1, roleId: READ, dataTypeId: DATA_TYPES.Blog }] })).toBe(false);
  });
});
