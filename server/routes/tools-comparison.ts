import type { FastifyPluginAsync } from 'fastify';
import comparison from '../../schemas/settings-comparison.json';
import { invalidField } from '../errors';
import { settingsComparisonRepository } from '../repositories/calculators';
import { registerPerLanguageSettings } from './tools/per-language-settings';

const RANGES = ['investmentAmount', 'monthlyContribution', 'investmentPeriod'] as const;
const known = (value: number | null | undefined): value is number => typeof value === 'number';

/** Minimum <= default <= maximum for each input; a missing value is not compared. */
export function checkRanges(values: Record<string, number | null | undefined>) {
  for (const range of RANGES) {
    const [min, def, max] = [values[`${range}Minimum`], values[`${range}Default`], values[`${range}Maximum`]];
    if (known(min) && known(max) && min > max) throw invalidField(`${range}Minimum`, `must not be above ${range}Maximum (${max})`);
    if (known(def) && known(min) && def < min) throw invalidField(`${range}Default`, `must not be below ${range}Minimum (${min})`);
    if (known(def) && known(max) && def > max) throw invalidField(`${range}Default`, `must not be above ${range}Maximum (${max})`);
  }
}

/**
 * Comparison settings (third document, sections 2 and 7). The load is also the
 * page editor's source of min and max, hence a choice-list check.
 */
const routes: FastifyPluginAsync = async (app) => {
  registerPerLanguageSettings(app, {
    what: 'Comparison settings',
    tags: ['Comparison'],
    schema: comparison,
    idField: 'settingsComparisonId',
    repository: settingsComparisonRepository,
    languageParameter: 'langId',
    lookup: true,
    paths: {
      load: '/SettingsComparison/ByLanguageId',
      add: '/SettingsComparison/AddSettingsComparison',
      edit: '/SettingsComparison/EditSettingsComparison',
    },
    check: async (values) => checkRanges(values),
  });
};

export default routes;
