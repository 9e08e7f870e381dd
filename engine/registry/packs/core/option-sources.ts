import type { CallSpec } from '../../../model/descriptor';
import { fill, recordNamesIn, rowLabel, waitsForRecord } from '../../../data/templates';
import { defineOptionSource, type Choice } from '../../define';

type Row = Record<string, any>;
const callSpec = { type: 'object', required: ['path'], properties: { method: { enum: ['GET', 'POST', 'PUT', 'DELETE'] }, path: { type: 'string', pattern: '^/' }, query: { type: 'object' } }, additionalProperties: false };
const choice = { type: 'object', additionalProperties: false, required: ['value', 'label'], properties: { value: { type: ['string', 'number'] }, label: { type: 'string' } } };

const ROUTES: CallSpec = { path: '/Routes/ByLanguageId/{language}' };
const reviewsOf = (language: string | number): CallSpec => ({ path: `/Review/GetListOfReviewByLangId/${language}` });
const AUTHORS: CallSpec = { path: '/Authors/GetAuthorsByLanguageId', query: { langid: '{language}' } };

/** The built-in countries, once their code has loaded. */
let countries: Choice[] | undefined;
const asChoices = (list: Choice[]) => list.map((c) => ({ value: c.value, label: c.label }));

/** Where a choice list comes from: `"options": { "from": name, …its properties }`. */
export const optionSources = {
  fixed: defineOptionSource<{ values: Choice[] }>({
    description: 'the values listed in the descriptor',
    params: { values: { type: 'array', items: choice } },
    required: ['values'],
    calls: () => [],
    load: async ({ options }) => options.values,
    known: (options) => options.values,
  }),
  routes: defineOptionSource<{ valueField?: 'url' | 'urlTableId' }>({
    description: "the language's routes, by url (or urlTableId)",
    params: { valueField: { enum: ['url', 'urlTableId'] } },
    calls: () => [ROUTES],
    fromAnswers: ([rows]: { url: string; urlTableId: number }[][], { options }) => rows.map((r) => ({ value: options.valueField === 'urlTableId' ? r.urlTableId : r.url, label: r.url })),
  }),
  reviews: defineOptionSource({
    description: "the language's reviews",
    calls: () => [reviewsOf('{language}')],
    fromAnswers: ([rows]: Choice[][]) => rows.map((r) => ({ value: r.value, label: r.label })),
  }),
  englishReviews: defineOptionSource({
    description: 'the English reviews (a child review chooses its platform among them)',
    calls: () => [reviewsOf(1)],
    fromAnswers: ([rows]: Choice[][]) => rows.map((r) => ({ value: r.value, label: r.label })),
  }),
  countries: defineOptionSource({
    description: 'the built-in list of countries (schemas/reference/countries.json)',
    calls: () => [],
    // Loaded when first needed: no screen carries the list before it draws a country choice, or opens to draw one.
    // Both imports written here, under the source's name: the build's route plan finds a source's code by it
    // (src/shell/route-chunks/keyed-imports.ts).
    load: async () => (countries ??= asChoices((await import('../../../../schemas/reference/countries.json')).default)),
    preload: () => import('../../../../schemas/reference/countries.json').then((list) => (countries ??= asChoices(list.default))),
    // Once its code is here, a form draws the list at once rather than a pass later.
    known: () => countries,
  }),
  authors: defineOptionSource<{ dataTypeId?: number }>({
    description: "the language's authors (only those of `dataTypeId` where an author states one)",
    params: { dataTypeId: { type: 'integer' } },
    calls: () => [AUTHORS],
    fromAnswers: ([rows]: Row[][], { options }) =>
      rows
        .filter((r) => options.dataTypeId === undefined || r.dataTypeId === undefined || r.dataTypeId === null || r.dataTypeId === options.dataTypeId)
        .map((r) => ({ value: r.authorID, label: r.authorName })),
  }),
  call: defineOptionSource<{ call: CallSpec; value: string; label: string; exclude?: string; where?: Row }>({
    description:
      'any call: `value` and `label` name fields of each row (label may be a template "{row.x}/{row.y}"); `exclude` leaves one value out; `where` keeps the rows whose fields equal its values (a blog\'s categories: { "dataTypeId": 43 })',
    params: { call: callSpec, value: { type: 'string' }, label: { type: 'string' }, exclude: { type: 'string' }, where: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } } },
    required: ['call', 'value', 'label'],
    calls: (o) => [o.call],
    dependsOn: (o) => recordNamesIn([o.call, o.exclude]),
    load: async ({ provider, ctx, options }) => {
      // A call that names a record value that is still empty waits: its list is empty until then.
      if (waitsForRecord(options.call, ctx.record)) return [];
      const rows = await provider.call<Row[]>(options.call, ctx);
      const excluded = options.exclude ? fill(options.exclude, ctx) : undefined;
      const kept = (r: Row) => Object.entries(options.where ?? {}).every(([field, value]) => r[field] === value);
      return rows.filter((r) => kept(r) && (excluded === undefined || String(r[options.value]) !== String(excluded))).map((r) => ({ value: r[options.value], label: rowLabel(options.label, r, ctx) }));
    },
  }),
};
