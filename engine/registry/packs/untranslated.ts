import type { CallSpec } from '../../model/descriptor';
import { OVERVIEW_PATH, type Overview } from '../../data/translations';
import { defineOptionSource, type Choice } from '../define';

const callSpec = { type: 'object', required: ['path'], properties: { method: { enum: ['GET'] }, path: { type: 'string', pattern: '^/' }, query: { type: 'object' } }, additionalProperties: false };
const missingIn = (type: string): CallSpec => ({ path: OVERVIEW_PATH, query: { type, languageId: '{language}', state: 'missing' } });

/**
 * The English records of a type that have no version in the current language yet: the choices of an Add dialog
 * that makes a translation (a German review's platform), so it never offers one that would be refused.
 */
export const untranslatedEnglish = defineOptionSource<{ type: string; names: CallSpec }>({
  description:
    'the English records of an overview `type` (GET /Translations/Overview) that have no version in the current language; `names` lists the English records as value and label (the English reviews)',
  params: { type: { type: 'string' }, names: callSpec },
  required: ['type', 'names'],
  calls: (options) => [options.names, missingIn(options.type)],
  fromAnswers: ([names, overview]: [Choice[], Overview], { options }) => {
    const missing = new Set((overview?.rows ?? []).filter((r) => r.type === options.type).map((r) => r.englishId));
    return names.filter((n) => missing.has(Number(n.value))).map((n) => ({ value: n.value, label: n.label }));
  },
});
