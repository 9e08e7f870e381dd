import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import type { ApiClient } from '../support/client';
import { editFormsAndOpeners, fieldsFor, paramsNeeded, type Call, type EditForm } from './edit-descriptors';

type Row = Record<string, any>;

/**
 * Where to find a record of an entity when no list descriptor opens its form yet: the list call (templates as
 * in descriptors) and the field of a row that is the id. Keyed by the form's `entity` (schemas/<entity>.json).
 */
const SAMPLE_LISTS: Record<string, { call: Call; field: string }> = {
  academy: { call: { path: '/Academy/GetAcademy', query: { langId: '{language}' } }, field: 'academyId' },
  blog: { call: { path: '/Blogs/ByLanguageId', query: { languageId: '{language}', useCase: 'Dashboard' } }, field: 'blogId' },
  cashback: { call: { path: '/CashBacks/CashbackList', query: { langId: '{language}' } }, field: 'cashBackId' },
  page: { call: { path: '/Pages/ByLanguageId/{language}' }, field: 'pageId' },
  review: { call: { path: '/Review/GetListOfReviewByLangId/{language}' }, field: 'value' },
};

const LANGUAGES = [1, 2];

const fillText = (template: string, values: Row) =>
  template.replace(/\{([\w.]+)\}/g, (whole, name: string) => {
    if (!(name in values)) throw new Error(`no value for ${whole}`);
    return String(values[name]);
  });

/** The URL of a descriptor's call, with {language} and {param.x} filled. */
function urlOf(call: Call, values: Row): string {
  const path = call.path.replace(/\{([\w.]+)\}/g, (_, name: string) => encodeURIComponent(fillText(`{${name}}`, values)));
  const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([k, v]) => [k, fillText(String(v), values)]));
  return `/api${path}${query.size ? `?${query}` : ''}`;
}

const { forms, openers } = editFormsAndOpeners();

/**
 * Every form of screens/ that loads a record (kind form or modal-form, a tab of a tabs screen, or a form nested
 * in any other kind) is opened on the demo content the way an editor opens it, and its record must answer
 * `version`: without it the form cannot state the version its save is based on, and a concurrent edit is
 * silently overwritten. New descriptors are picked up by themselves.
 */
forEachDatabase(
  'Every edit descriptor loads a record with its version',
  (server) => {
    /** Route parameters for the form: from a list that opens it, else from SAMPLE_LISTS; a reason when there is none. */
    async function paramsFor(form: EditForm, language: number): Promise<Row> {
      const needed = paramsNeeded(form);
      if (!needed.length) return {};
      const sources = [
        ...openers.flatMap((opener) => {
          const fields = fieldsFor(opener, form);
          return fields && needed.every((p) => fields[p]) ? [{ where: `the list ${opener.where}`, call: opener.load, fields }] : [];
        }),
        ...(form.entity && SAMPLE_LISTS[form.entity] && needed.length === 1
          ? [{ where: `SAMPLE_LISTS.${form.entity}`, call: SAMPLE_LISTS[form.entity].call, fields: { [needed[0]]: SAMPLE_LISTS[form.entity].field } }]
          : []),
      ];
      const source = sources[0];
      if (!source) {
        throw new Error(
          `${form.where}: nothing says which record to load for ${needed.map((p) => `{param.${p}}`).join(', ')}. ` +
            `Add a list descriptor whose edit.to (or row dialog) opens this form, or an entry for entity "${form.entity}" in SAMPLE_LISTS of tests/api/edit-descriptor-versions.test.ts.`,
        );
      }
      const url = urlOf(source.call, { language });
      const answer = await server.admin.get(url);
      const row = Array.isArray(answer.body) ? answer.body.find((r: Row) => needed.every((p) => ![undefined, null, '', -1].includes(r?.[source.fields[p]]))) : undefined;
      if (answer.status !== 200 || !row) {
        throw new Error(`${form.where}: ${source.where} (GET ${url}) gave no record to open in language ${language} (${answer.status}): the demo content (server/seed/modules) should hold one.`);
      }
      return Object.fromEntries(needed.map((p) => [`param.${p}`, row[source.fields[p]]]));
    }

    /** The record as the form picks it from the load's answer (engine/form/load.ts). */
    function recordOf(form: EditForm, answer: unknown, values: Row): unknown {
      if (!Array.isArray(answer)) return answer;
      const { find, pick } = form.load;
      if (find) return answer.find((row) => String(row?.[find.field]) === fillText(find.equals, values));
      if (pick === 'first') return answer[0];
      if (pick === 'last') return answer[answer.length - 1];
      return answer;
    }

    async function check(form: EditForm, admin: ApiClient, language: number) {
      const values = { language, ...(await paramsFor(form, language)) };
      const url = urlOf(form.load.call, values);
      const answer = await admin.call(form.load.call.method ?? 'GET', url);
      expect(answer.status, `${form.where}: GET ${url} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(200);
      // A record that is a list (engine/form/load.ts, `into`): its bulk save states each entry's version.
      if (form.load.into) {
        expect(Array.isArray(answer.body) && answer.body.length > 0, `${form.where}: GET ${url} gave no entries in language ${language}; the demo content should hold some`).toBe(true);
        for (const entry of answer.body as Row[]) expect(entry.version, `${form.where}: GET ${url} answers an entry without "version"`).toEqual(expect.any(Number));
        return;
      }
      const record = recordOf(form, answer.body, values) as Row | undefined;
      expect(record && typeof record === 'object' && !Array.isArray(record), `${form.where}: GET ${url} gave no record in language ${language}; the demo content should hold one`).toBe(true);
      expect(
        record!.version,
        `${form.where}: GET ${url} answers its record without "version" (fields: ${Object.keys(record!).join(', ')}), so its save cannot state the version it is based on; select the version column in the repository`,
      ).toEqual(expect.any(Number));
    }

    it('finds the edit forms of screens/', () => {
      expect(forms.length, 'no form with idField and load.call was found under screens/').toBeGreaterThan(0);
    });

    for (const form of forms) {
      it(`${form.where} (${form.entity ?? 'no entity'})`, async () => {
        for (const language of LANGUAGES) await check(form, server.admin, language);
      });
    }
  },
  { seed: true },
);
