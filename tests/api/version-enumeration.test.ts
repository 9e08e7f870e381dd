import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { itKeepsEveryEdit, type Family } from './concurrency-families';
import { CONTENT_FAMILIES } from './families/content';
import { RECORD_FAMILIES } from './families/records';
import { TOOLS_FAMILIES } from './families/tools';

const FAMILIES: Family[] = [...CONTENT_FAMILIES, ...TOOLS_FAMILIES, ...RECORD_FAMILIES];

/**
 * The updates and deletes of the route table that no family above drives, each with the test that shows
 * its versions hold instead. Anything else a new route adds must join a family: the check below fails.
 */
const COVERED_ELSEWHERE: Record<string, string> = {
  'PUT /api/Translations/Link/:entity/:id':
    "the translation link, not the record's fields: one choice saved when it is picked and audited in the record's history; a link the model does not allow is refused: tests/api/translations-family.test.ts",
  'DELETE /api/Translations/Link/:entity/:id': "removes that link only, audited in the record's history: tests/api/translations-family.test.ts",
  'PUT /api/TranslationMemory/checks/:entity/:recordId':
    "the marks of fields the translation memory filled, not the record: each must hold the value the record stores, which is its check against a change meanwhile: tests/api/translation-memory/checks.test.ts",
  'DELETE /api/TranslationMemory/checks/:entity/:recordId/:field': 'confirms one such mark, no record changes: tests/api/translation-memory/checks.test.ts',
  'PUT /api/Permissions': 'a bulk save states a version per entry: tests/api/concurrency.test.ts',
  'PUT /api/SettingsAttributes': "part of the owner's version (or, for snippets and headlines, each entry's): tests/api/settings-attribute-versions.test.ts",
  'PUT /api/ReviewAttributes/ReviewAttributes': "part of the review's version: tests/api/owner-parts-versions.test.ts",
  'DELETE /api/FaqLists/:faqListId': "part of the FAQ title's version: tests/api/owner-parts-versions.test.ts",
  'DELETE /api/AWSS3File/deleteFile/:name': 'deletes a stored file, which has no version; its image info goes with it',
  'DELETE /api/ImageInfos/DeleteImagesByAWSUrl': 'removes the records of files deleted from the library, by address: no record is edited',
  'POST /api/Screens/:area/:name/Publish':
    'adds a version of the screen, stating the version it was made over (baseVersion); a stale one is refused with 409: tests/api/screen-versions.test.ts',
  'DELETE /api/Bin/:binEntryId': 'drops a deleted record from the bin for good: its version was checked by the delete that put it there: tests/api/bin.test.ts',
  'POST /api/Screens/:area/:name/Revert': 'adds a version of the screen, never edits one; audited like a publish: tests/api/screen-versions.test.ts',
};

/**
 * Issue 19, item 1: every family of the route table answers its version, and a stale update or delete is
 * refused with 409 and changes nothing. The families are found from the registered routes: every PUT and
 * DELETE under /api (and the POST updates of the original API, and the screens' publish and revert) must be driven by a
 * family or named above.
 */
forEachDatabase(
  'Versions on every family',
  (server) => {
    it('every update and delete of the route table is driven by a family or named with its reason', () => {
      const updates = server.app.writeRoutes
        .filter((r) => r.method === 'PUT' || r.method === 'DELETE' || /Update|Edit|Publish|Revert/.test(r.url))
        .map((r) => `${r.method} ${r.url}`);
      const driven = new Set(FAMILIES.flatMap((family) => family.covers));
      const missing = [...new Set(updates)].filter((call) => !driven.has(call) && !(call in COVERED_ELSEWHERE));
      expect(missing, 'calls that change a record with no family checking its version').toEqual([]);
      const unknown = [...driven, ...Object.keys(COVERED_ELSEWHERE)].filter((call) => !updates.includes(call));
      expect(unknown, 'families naming calls the server does not have').toEqual([]);
    });

    itKeepsEveryEdit(FAMILIES, () => server.admin);
  },
  { seed: true },
);
