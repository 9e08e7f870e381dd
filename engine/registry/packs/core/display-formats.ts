import { publicUrl } from '../../../../shared/public-url';
import { DATE_PATTERN, HEADER_DATE, LIST_DATE, formatDate, formatNumber, plainText } from './text';
import { LANGUAGES } from '../../../../shared/languages';
import { ratingText } from '../../../../shared/rating';
import { defineDisplayFormat } from '../../define';
import { permissionSummary } from './permissions-summary';

/**
 * How a read-only value is shown (a list's column, a screen header's entry): `"format": name` with its properties.
 * Each place fills what the descriptor leaves out from the format's `defaults`.
 */
export const displayFormats = {
  text: defineDisplayFormat({ description: 'the value as it is', searchable: true, show: (v) => ({ text: plainText(v) }) }),
  shortText: defineDisplayFormat({
    description: 'a short text (a kind, a status) kept whole on one line: its column is as wide as its longest value, never cut',
    searchable: true,
    whole: true,
    show: (v) => ({ text: plainText(v) }),
  }),
  number: defineDisplayFormat<{ decimals?: number }>({
    description: 'a number, right-aligned, with `decimals` fixed decimals when given',
    params: { decimals: { type: 'integer', minimum: 0, maximum: 6 } },
    alignRight: true,
    show: (v, p) => ({ text: formatNumber(v, p.decimals) }),
  }),
  rating: defineDisplayFormat({
    description: "a rating rounded to the nearest 0.5 (first document §4), as the editor's total rating shows it",
    alignRight: true,
    show: (v) => ({ text: ratingText(v) }),
  }),
  date: defineDisplayFormat<{ pattern: string }>({
    description: `a date by \`pattern\` (DD, MM, YYYY, HH, mm): ${LIST_DATE} in lists and ${HEADER_DATE} in a header unless it says otherwise (first document §9)`,
    params: { pattern: { type: 'string', pattern: DATE_PATTERN, description: 'DD, MM, YYYY, HH and mm, separated by . / : - or a space' } },
    defaults: { list: { pattern: LIST_DATE }, header: { pattern: HEADER_DATE } },
    alignRight: true,
    searchable: true,
    show: (v, p) => ({ text: formatDate(v, p.pattern) }),
  }),
  language: defineDisplayFormat({
    description: 'a language id as its name (English, German, …); none for a record kept in no language (a lender, a user): "All languages"',
    searchable: true,
    show: (v) => ({ text: v === null || v === undefined || v === '' ? 'All languages' : (LANGUAGES.find((l) => l.languageId === Number(v))?.name ?? plainText(v)) }),
  }),
  publicUrl: defineDisplayFormat({
    description: "a route url as the public page's address in the current language, a link opening in a new tab",
    searchable: true,
    show: (v, _p, ctx) => {
      const href = publicUrl(ctx.language, typeof v === 'string' ? v : null);
      return href ? { text: href, href } : { text: '' };
    },
  }),
  link: defineDisplayFormat({
    description: "a list's link to the record's public page (publicUrl of the field), drawn among the row's actions with the column's label as its text (VIEW)",
    rowAction: true,
    show: (v, _p, ctx) => {
      const href = publicUrl(ctx.language, typeof v === 'string' ? v : null);
      return href ? { text: href, href } : { text: '' };
    },
  }),
  permissionSummary: defineDisplayFormat({
    description: 'permission entries as one line: the highest role per language, "Writer in EN, DE; reader in NL"',
    searchable: true,
    show: (v) => ({ text: permissionSummary(v) }),
  }),
  choice: defineDisplayFormat<{ values: { value: string | number; label: string }[] }>({
    description: 'a value kept as a code (a kind, an origin) shown by its label among `values`, whole on one line; a value not among them as it is',
    params: {
      values: {
        type: 'array',
        minItems: 1,
        items: { type: 'object', properties: { value: { type: ['string', 'number'] }, label: { type: 'string', minLength: 1 } }, required: ['value', 'label'], additionalProperties: false },
        description: 'each code with its label',
      },
    },
    required: ['values'],
    searchable: true,
    whole: true,
    show: (v, p) => ({ text: p.values.find((c) => c.value === v)?.label ?? plainText(v) }),
  }),
};
