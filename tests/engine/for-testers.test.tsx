// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ForTesters } from '../../engine/studio/testers/ForTesters';
import { checkAllDescriptors } from '../../engine/descriptor/check-all';
import { summarize } from '../../engine/descriptor/summary';

// Issue 20, item 6: the studio shows a screen's summary beside the sections of the specification it names, and a
// change's summary diff.
const root = path.resolve(__dirname, '../..');
const shipped = JSON.parse(fs.readFileSync(path.join(root, 'screens/settings/bonus-settings.json'), 'utf8'));
const snapshotText = (() => {
  const { file, descriptor } = checkAllDescriptors(root).find((c) => c.file === 'screens/settings/bonus-settings.json')!;
  return summarize(file, descriptor);
})();

afterEach(cleanup);

describe('For testers', () => {
  it("shows the screen's spec sections as text beside its summary, the snapshot's text", async () => {
    render(<ForTesters screen="settings/bonus-settings" shipped={shipped} working={shipped} />);
    const section = await screen.findByRole('article', { name: shipped.spec[0] });
    // The section's own text, drawn from its markdown (its reference above it names the same heading) once the
    // parser, fetched on first use, has come: on a busy machine that takes longer than a find's 1 s.
    expect(
      await within(section).findByText('Academy settings (/academysettings) and Bonus settings (/bonussettings)', { selector: 'strong' }, { timeout: 15_000 }),
    ).toBeTruthy();
    // The first summary loads the checks the build compiled and every entity schema.
    expect((await screen.findByLabelText('Screen summary', {}, { timeout: 15_000 })).textContent).toBe(snapshotText);
    expect(await screen.findByText('No change to the summary')).toBeTruthy();
  });

  it('shows the summary diff of a change, its lines marked and counted', async () => {
    const working = structuredClone(shipped);
    const first = JSON.stringify(working).match(/"label":"([^"]+)"/)![1];
    const changed = JSON.parse(JSON.stringify(working).replace(`"label":"${first}"`, '"label":"Renamed by the studio"'));
    render(<ForTesters screen="settings/bonus-settings" shipped={shipped} working={changed} />);
    // Both summaries need the checks the build compiled, loaded on first use like the first test's.
    const diff = await screen.findByLabelText('Summary diff', {}, { timeout: 15_000 });
    expect(within(diff).getByText(/Renamed by the studio/).closest('div')?.className).toBe('studio-diff-added');
    expect(within(diff).getAllByText(new RegExp(first))[0].closest('div')?.className).toBe('studio-diff-removed');
    expect(screen.getByText('1 line added, 1 line removed')).toBeTruthy();
  });

  it('says what is wrong when the working descriptor fails the check', async () => {
    render(<ForTesters screen="settings/bonus-settings" shipped={shipped} working={{ ...shipped, spec: ['2-settings-and-reference.md#Bonus'] }} />);
    expect(await screen.findByText(/at spec\[0\]: 2-settings-and-reference.md has no heading "Bonus"/)).toBeTruthy();
  });
});
