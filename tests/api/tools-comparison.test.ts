import { expect, it } from 'vitest';
import comparison from '../../schemas/settings-comparison.json';
import { perLanguageSuite } from './tools-per-language';

const sample = (languageId: number) => ({
  languageId,
  investmentAmountDefault: 5000,
  investmentAmountMinimum: 100,
  investmentAmountMaximum: 100000,
  monthlyContributionDefault: 100,
  monthlyContributionMinimum: 0,
  monthlyContributionMaximum: 5000,
  investmentPeriodDefault: 36,
  investmentPeriodMinimum: 1,
  investmentPeriodMaximum: 120,
});

const load = (lang: number) => `/api/SettingsComparison/ByLanguageId?langId=${lang}`;

perLanguageSuite(
  {
    name: 'Comparison settings',
    table: 'settings_comparison',
    idField: 'settingsComparisonId',
    schema: comparison,
    load,
    add: '/api/SettingsComparison/AddSettingsComparison',
    edit: '/api/SettingsComparison/EditSettingsComparison',
    sample,
    changed: ['investmentPeriodMaximum', 240],
  },
  (server, { clear, ensure }) => {
    it('refuses a default outside minimum..maximum, or a minimum above the maximum, naming the field', async () => {
      const { admin } = server;
      await clear(1);
      const cases: [Record<string, number>, string][] = [
        [{ investmentAmountDefault: 50 }, 'investmentAmountDefault'],
        [{ investmentAmountDefault: 200000 }, 'investmentAmountDefault'],
        [{ monthlyContributionMinimum: 6000, monthlyContributionDefault: 6000 }, 'monthlyContributionMinimum'],
        [{ investmentPeriodDefault: 0 }, 'investmentPeriodDefault'],
        [{ investmentPeriodDefault: 121 }, 'investmentPeriodDefault'],
      ];
      for (const [change, field] of cases) {
        const answer = await admin.post('/api/SettingsComparison/AddSettingsComparison', { ...sample(1), ...change });
        expect(answer.status, field).toBe(400);
        expect(answer.body.field, JSON.stringify(change)).toBe(field);
      }
      expect((await admin.get(load(1))).body).toBeNull();

      const id = await ensure(admin, 1);
      const edit = await admin.put('/api/SettingsComparison/EditSettingsComparison', { ...sample(1), settingsComparisonId: id, investmentAmountMinimum: 6000 });
      expect(edit.status).toBe(400);
      expect(edit.body.field).toBe('investmentAmountDefault');

      const equal = { ...sample(1), settingsComparisonId: id, investmentPeriodMinimum: 36, investmentPeriodDefault: 36, investmentPeriodMaximum: 36 };
      expect((await admin.put('/api/SettingsComparison/EditSettingsComparison', equal)).status).toBe(200);
    });

    it('the load is a choice list: any role other than none in the language will do', async () => {
      await ensure(server.admin, 1);
      const pageEditor = await server.userWith(['Pages', 'read', [1]]);
      expect((await pageEditor.get(load(1))).status).toBe(200);
      expect((await pageEditor.get(load(2))).status).toBe(403);
      const nobody = await server.userWith(['Pages', 'none', [1]]);
      expect((await nobody.get(load(1))).status).toBe(403);
      const pageWriter = await server.userWith(['Pages', 'write', [1]]);
      expect((await pageWriter.put('/api/SettingsComparison/EditSettingsComparison', { ...sample(1), settingsComparisonId: await ensure(server.admin, 1) })).status).toBe(403);
    });
  },
);
