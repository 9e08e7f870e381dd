import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { noAccessToRecord, noAccessToScreen, recordsWord, recordWord, whyNot } from '../../engine/access/why-not';
import { refusedAccess, unreadableLanguage } from '../../engine/data/refused';
import { checkAllDescriptors } from '../../engine/descriptor/check-all';
import { recordLabelOf, routeLeadsTo, rowsLabelOf } from '../../engine/descriptor/record-label';
import type { AccessSubject } from '../../engine/access/can-access';
import type { ScreenDescriptor } from '../../engine/model/descriptor';
import { DATA_TYPES } from '../../shared/data-types';
import { ROLES } from '../../shared/roles';

const root = path.resolve(__dirname, '../..');
const review = DATA_TYPES.Review;
const withRoles = (...entries: [number, number][]): AccessSubject => ({
  isAdministrator: false,
  permissions: entries.map(([languageId, roleId]) => ({ languageId, roleId, dataTypeId: review })),
});

// Issue 28 item 8: a refusal says what and where in the screen's own words, made from the record's label and the language.
describe('the words of a refusal', () => {
  it('names a record by its label in a sentence, and several of them', () => {
    expect(recordWord('Review')).toBe('review');
    expect(recordWord('Academy guide')).toBe('academy guide');
    expect(recordWord('SERP')).toBe('SERP');
    expect(recordsWord('Review')).toBe('reviews');
    expect(recordsWord('Country')).toBe('countries');
    expect(recordsWord('News')).toBe('news');
    expect(recordsWord('Url entry')).toBe('url entries');
  });

  it('says which record and which language the user may not read', () => {
    expect(noAccessToRecord('Review', 3)).toBe('You do not have access to this review in Spanish');
    expect(noAccessToRecord('Academy guide', 2)).toBe('You do not have access to this academy guide in German');
    expect(noAccessToScreen('Review', 6)).toBe('You do not have access to reviews in Dutch');
    expect(noAccessToScreen(undefined, 1, 'Settings Screens')).toBe('You do not have access to Settings Screens in English');
  });

  it('says why an action is disabled from the role held, and nothing for an allowed one', () => {
    const reader = withRoles([1, ROLES.read]);
    expect(whyNot({ action: 'delete', resource: 'Review', languageId: 1, subject: reader, label: 'Review' })).toBe('You may read reviews in English but not delete them');
    expect(whyNot({ action: 'save', resource: 'Review', languageId: 1, subject: reader, label: 'Review' })).toBe('You may read reviews in English but not change them');
    expect(whyNot({ action: 'add', resource: 'Review', languageId: 1, subject: reader, label: 'Review' })).toBe('You may read reviews in English but not add them');
    const writer = withRoles([2, ROLES.write]);
    expect(whyNot({ action: 'delete', resource: 'Review', languageId: 2, subject: writer, label: 'Review' })).toBe('You may edit reviews in German but not delete them');
    expect(whyNot({ action: 'save', resource: 'Review', languageId: 2, subject: writer, label: 'Review' })).toBeUndefined();
    expect(whyNot({ action: 'save', resource: 'Review', languageId: 3, subject: writer, label: 'Review' })).toBe('You do not have access to reviews in Spanish');
    expect(whyNot({ action: 'delete', resource: 'Review', languageId: 3, subject: { isAdministrator: true, permissions: [] } })).toBeUndefined();
  });
});

describe('a refused read as the server answers it', () => {
  const answer = (status: number, data: unknown) => ({ response: { status, data } });

  it('gives the language of a record the user may not read', () => {
    const refused = answer(403, { code: 'FORBIDDEN', message: 'You may not read Review in language 3', refused: { action: 'read', dataType: 'Review', languageId: 3 } });
    expect(refusedAccess(refused)).toEqual({ action: 'read', dataType: 'Review', languageId: 3 });
    expect(unreadableLanguage(refused)).toBe(3);
  });

  it('is no refused read for a refused write, a refusal in any language, another status or a network failure', () => {
    expect(unreadableLanguage(answer(403, { refused: { action: 'write', dataType: 'Review', languageId: 3 } }))).toBeNull();
    expect(unreadableLanguage(answer(403, { refused: { action: 'read', dataType: 'Review', languageId: null } }))).toBeNull();
    expect(unreadableLanguage(answer(404, { refused: { action: 'read', dataType: 'Review', languageId: 3 } }))).toBeNull();
    expect(unreadableLanguage(answer(403, { message: 'You may not read Review in language 3' }))).toBeNull();
    expect(unreadableLanguage(new Error('Network Error'))).toBeNull();
  });
});

describe('what a screen holds, from its descriptor', () => {
  const all = checkAllDescriptors(root);
  const descriptors = all.map((c) => c.descriptor as ScreenDescriptor);
  const byId = new Map(descriptors.flatMap((d) => ('id' in d && d.id ? [[d.id, d] as const] : [])));
  const of = (file: string) => all.find((c) => c.file === file)!.descriptor as ScreenDescriptor;

  it("names a list's rows by the screen they open or add", () => {
    expect(rowsLabelOf(root, of('screens/reviews/reviews-list.json'), descriptors, byId)).toBe('Review');
    expect(rowsLabelOf(root, of('screens/academy/academy-list.json'), descriptors, byId)).toBe('Academy guide');
    expect(rowsLabelOf(root, of('screens/settings/users-list.json'), descriptors, byId)).toBe('User');
    expect(rowsLabelOf(root, of('screens/reviews/review-editor.json'), descriptors, byId)).toBeUndefined();
  });

  it("names a tab's form by its entity, as a tabbed editor's", () => {
    expect(recordLabelOf(root, byId.get('review-edit')!, byId)).toBe('Review');
  });

  it('matches a route pattern to the link that leads to it', () => {
    expect(routeLeadsTo('/review/:id', '/review/{row.value}')).toBe(true);
    expect(routeLeadsTo('/blog/edit/:id', '/blog/edit/{row.blogId}')).toBe(true);
    expect(routeLeadsTo('/review/:id', '/reviews')).toBe(false);
    expect(routeLeadsTo('/pages/edit/:id', '/blog/edit/{row.id}')).toBe(false);
  });
});
