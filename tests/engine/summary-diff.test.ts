import { describe, expect, it } from 'vitest';
import { diffCount, summaryDiff } from '../../engine/studio/testers/summary-diff';

// Issue 20, item 6: a change shows its summary diff, shipped → working.
describe('The summary diff', () => {
  const shipped = ['== screens/settings/bonus-settings.json', 'kind: form', 'title: Bonus settings', 'fields:', '  Page title — pageTitle [text]', '  Subtitle — subtitle [text]'].join('\n');

  it('marks a changed line as removed then added, and counts them', () => {
    const working = shipped.replace('Page title — pageTitle', 'Headline — pageTitle');
    const diff = summaryDiff(shipped, working);
    expect(diff.lines.filter((l) => l.op !== 'same')).toEqual([
      { op: 'removed', text: '  Page title — pageTitle [text]' },
      { op: 'added', text: '  Headline — pageTitle [text]' },
    ]);
    expect(diffCount(diff)).toBe('1 line added, 1 line removed');
  });

  it('keeps the order of the working summary when a line moves, and counts lines added alone', () => {
    const moved = ['== screens/settings/bonus-settings.json', 'kind: form', 'title: Bonus settings', 'fields:', '  Subtitle — subtitle [text]', '  Page title — pageTitle [text]'].join('\n');
    const diff = summaryDiff(shipped, moved);
    expect(diff.lines.filter((l) => l.op !== 'removed').map((l) => l.text)).toEqual(moved.split('\n'));
    expect(diff.lines.filter((l) => l.op !== 'added').map((l) => l.text)).toEqual(shipped.split('\n'));
    expect(diffCount(summaryDiff(shipped, `${shipped}\n  Tagline — tagline [text]\n  Note — note [text]`))).toBe('2 lines added');
  });

  it('says "No change to the summary" when both are equal', () => {
    const diff = summaryDiff(shipped, shipped);
    expect(diff.added + diff.removed).toBe(0);
    expect(diffCount(diff)).toBe('No change to the summary');
  });
});
