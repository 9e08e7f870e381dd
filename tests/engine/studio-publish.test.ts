import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText } from '../../engine/studio/check/check-text';
import { readEntities, readFragments } from '../../engine/descriptor/check-all';
import { problemsFirst, publishSummary } from '../../engine/studio/editor/publish-summary';

const root = path.resolve(__dirname, '../..');
const bonus = JSON.parse(fs.readFileSync(path.join(root, 'screens/settings/bonus-settings.json'), 'utf8'));
const copy = () => JSON.parse(JSON.stringify(bonus));
const fieldsOf = (d: { parts: unknown[] }) => JSON.stringify(d.parts);

// Issue 28 item 9: Publish is refused while the live check finds an error, and asks to confirm a summary of the change.
describe('the studio before it publishes', () => {
  const entityNames = fs.readdirSync(path.join(root, 'schemas')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
  const sources = { fragments: readFragments(root), entities: readEntities(root, entityNames) };

  it("flags a field whose label is emptied, and Publish's reason names it", () => {
    const working = copy();
    const first = JSON.stringify(working).match(/"label":"[^"]+"/)![0];
    const emptied = JSON.parse(JSON.stringify(working).replace(first, '"label":""'));
    const check = checkText('settings/bonus-settings', JSON.stringify(emptied, null, 2), sources);
    expect(check.problems).toHaveLength(1);
    expect(check.problems[0].at).toMatch(/\.label$/);
    expect(check.problems[0].message).toBe('must not be empty');
    expect(problemsFirst(check.problems)).toBe(`Fix 1 problem first: ${check.problems[0].at}: must not be empty`);
    expect(problemsFirst([])).toBeUndefined();
    expect(checkText('settings/bonus-settings', JSON.stringify(bonus, null, 2), sources).problems).toEqual([]);
  });

  it('sums up the fields added, removed and relabelled against the running version', () => {
    const working = copy();
    const text = fieldsOf(working);
    const [, name, label] = text.match(/"name":"(\w+)","label":"([^"]+)"/)!;
    const changed = JSON.parse(
      JSON.stringify(working)
        .replace(`"name":"${name}","label":"${label}"`, `"name":"${name}","label":"Headline"`),
    );
    changed.parts.push({ name: 'tagline', label: 'Tagline', widget: 'text' });
    const summary = publishSummary(bonus, changed);
    expect(summary.relabelled).toEqual([{ name, from: label, to: 'Headline' }]);
    expect(summary.added).toEqual([{ name: 'tagline', label: 'Tagline' }]);
    expect(summary.removed).toEqual([]);
    expect(summary.otherChanges).toBe(false);
    expect(publishSummary(changed, bonus)).toMatchObject({ added: [], removed: [{ name: 'tagline', label: 'Tagline' }], relabelled: [{ name, from: 'Headline', to: label }] });
  });

  it('tells a change elsewhere from no change', () => {
    expect(publishSummary(bonus, copy())).toEqual({ added: [], removed: [], relabelled: [], otherChanges: false });
    expect(publishSummary(bonus, { ...copy(), title: 'Bonus page' }).otherChanges).toBe(true);
  });
});
