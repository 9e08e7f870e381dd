import { entriesFromGrid, gridFromEntries } from './permissions-grid';
import { defineConversion } from '../../define';
import { todayIsoDay } from './today';

const empty = (v: unknown) => v === undefined || v === null || v === '';

/** From the stored text of a list ("[1,2]", '["4","5"]', "1,2") back to the list. */
function parseList(text: unknown): unknown[] {
  if (Array.isArray(text)) return text;
  if (typeof text !== 'string' || text.trim() === '') return [];
  try {
    const parsed = JSON.parse(text);
    if (typeof parsed === 'number') return [parsed]; // one id stored alone ("5")
    return Array.isArray(parsed) ? parsed.map((x) => (typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x)) : [];
  } catch {
    return text.replace(/^\[|\]$/g, '').split(',').map((s) => s.trim()).filter(Boolean).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  }
}

/** Conversions a field lists in `convert`: applied in order when saving; fromApi undoes them when loading. */
export const conversions = {
  number: defineConversion({ description: 'text to a number', apiType: 'number', toApi: (v) => (empty(v) ? v : Number(v)) }),
  emptyToNull: defineConversion({ description: 'empty sent as null', toApi: (v) => (empty(v) ? null : v) }),
  emptyToZero: defineConversion({ description: 'empty sent as 0', toApi: (v) => (empty(v) ? 0 : v) }),
  emptyToEmptyString: defineConversion({ description: 'empty sent as ""', toApi: (v) => (empty(v) ? '' : v) }),
  // The moment of saving as UTC text (a news item's created date left empty: third document, section 5).
  emptyToNow: defineConversion({ description: 'empty sent as the current moment (UTC, ISO 8601)', toApi: (v) => (empty(v) ? new Date().toISOString() : v) }),
  twoDecimals: defineConversion({
    description: 'rounded to two decimals, shown with two',
    toApi: (v) => (empty(v) ? v : Math.round(Number(v) * 100) / 100),
    fromApi: (v) => (typeof v === 'number' ? Number(v.toFixed(2)) : v),
  }),
  dayAtFive: defineConversion({
    description: 'a day sent as that day at 05:00 UTC; empty sent as today at 05:00 UTC (an exposure\'s investingSince)',
    toApi: (v) => {
      const day = typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : todayIsoDay();
      return `${day}T05:00:00.000Z`;
    },
  }),
  bracketedList: defineConversion({ description: 'a list kept as "[1,2,3]"', apiType: 'string', toApi: (v) => `[${((v as unknown[]) ?? []).join(',')}]`, fromApi: parseList }),
  commaIds: defineConversion({
    description: 'a list of ids kept as "1,2,3" (a page\'s platforms, popular articles); empty sent as null',
    apiType: 'string',
    toApi: (v) => (Array.isArray(v) && v.length ? v.join(',') : null),
    fromApi: parseList,
  }),
  jsonList: defineConversion({ description: 'a list kept as JSON text', apiType: 'string', toApi: (v) => JSON.stringify((v as unknown[]) ?? []), fromApi: parseList }),
  permissionGrid: defineConversion({
    description: 'permission entries ↔ the permissions grid',
    apiType: 'array',
    toApi: (v) => entriesFromGrid(v),
    fromApi: (v) => gridFromEntries(v),
  }),
};
