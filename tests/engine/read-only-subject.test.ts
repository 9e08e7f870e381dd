import { describe, expect, it } from 'vitest';
import { canAccess, canAdminister, editLabel, type AccessSubject } from '../../engine/access/can-access';
import { readOnlySubject } from '../../engine/access/read-only';
import { DATA_TYPES } from '../../shared/data-types';
import { LANGUAGE_IDS } from '../../shared/languages';
import { ROLES } from '../../shared/roles';

// Issue 20, item 3: the preview is read-only whatever the user's rights. The access layer answers "read" for the
// preview's subtree: the subject it is given through the engine's context is the same person capped at read.

const ACTIONS = ['add', 'save', 'delete'] as const;

describe('the same person as a reader', () => {
  it('turns the administrator into a reader of every data type in every language', () => {
    const admin: AccessSubject = { isAdministrator: true, permissions: [], userId: 1 };
    const reader = readOnlySubject(admin);
    expect(canAdminister(reader)).toBe(false);
    expect(reader.userId).toBe(1);
    for (const resource of ['Settings Bonus', 'Review', 'NewsFeed'] as const) {
      for (const languageId of LANGUAGE_IDS) {
        expect(canAccess({ action: 'view', resource, languageId, subject: reader })).toBe(true);
        for (const action of ACTIONS) expect(canAccess({ action, resource, languageId, subject: reader })).toBe(false);
        expect(editLabel({ resource, languageId, subject: reader })).toBe('View');
      }
    }
  });

  it('caps a writer and an admin role at read, and leaves read and none as they are', () => {
    const subject: AccessSubject = {
      isAdministrator: false,
      permissions: [
        { languageId: 2, dataTypeId: DATA_TYPES['Settings Bonus'], roleId: ROLES.write },
        { languageId: 2, dataTypeId: DATA_TYPES['Settings Bonus'], roleId: ROLES.read },
        { languageId: 1, dataTypeId: DATA_TYPES.NewsFeed, roleId: ROLES.admin },
        { languageId: 3, dataTypeId: DATA_TYPES.NewsFeed, roleId: ROLES.read },
        { languageId: 4, dataTypeId: DATA_TYPES.NewsFeed, roleId: ROLES.none },
      ],
    };
    const reader = readOnlySubject(subject);
    const may = (action: (typeof ACTIONS)[number] | 'view', resource: 'Settings Bonus' | 'NewsFeed', languageId: number) => canAccess({ action, resource, languageId, subject: reader });
    expect(may('view', 'Settings Bonus', 2)).toBe(true);
    expect(may('save', 'Settings Bonus', 2)).toBe(false);
    expect(may('view', 'NewsFeed', 1)).toBe(true);
    for (const action of ACTIONS) expect(may(action, 'NewsFeed', 1)).toBe(false);
    expect(may('view', 'NewsFeed', 3)).toBe(true);
    // What the person may not read stays unread: the preview shows no more than they may see.
    expect(may('view', 'NewsFeed', 4)).toBe(false);
    expect(may('view', 'Settings Bonus', 1)).toBe(false);
    // The person's own subject is left as it was.
    expect(canAccess({ action: 'save', resource: 'Settings Bonus', languageId: 2, subject })).toBe(true);
  });
});
