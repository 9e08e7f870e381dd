import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPublished } from '../../server/screens/check-published';

const screen = 'settings/bonus-settings';
const shipped = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../screens/settings/bonus-settings.json'), 'utf8'));
const edited = (edit: (d: any) => void) => {
  const copy = structuredClone(shipped);
  edit(copy);
  return copy;
};

/** Issue 20, tests: the server's check of a published descriptor, the build's check plus the permissions it may not widen. */
describe("The server's check of a published descriptor", () => {
  it('passes a relabelled, reordered screen that adds a field of its entity', async () => {
    const change = edited((d) => {
      d.parts[0].label = 'Headline';
      d.parts.reverse();
      d.parts.push({ name: 'editorialNote', label: 'Editorial note', widget: 'textarea' });
    });
    expect(await checkPublished(screen, change, shipped)).toEqual({ problems: [] });
  });

  it('refuses a field the entity lacks with "did you mean", as the build prints it', async () => {
    const result = await checkPublished(screen, edited((d) => (d.parts[1].name = 'subtitel')), shipped);
    expect(result.problems).toEqual([{ at: 'parts[1].name', message: expect.stringMatching(/^"subtitel" is not a field of schemas\/page-settings\.json \(did you mean "subtitle"\?\)/) }]);
    expect(result.first).toMatch(/^screens\/settings\/bonus-settings\.json: at parts\[1\]\.name: "subtitel"/);
  });

  it('refuses a name the registry lacks (a field kind, a fragment)', async () => {
    expect((await checkPublished(screen, edited((d) => (d.parts[0].widget = 'txt')), shipped)).problems[0]).toMatchObject({ at: 'parts[0].widget', message: expect.stringContaining('did you mean "text"') });
    expect((await checkPublished(screen, edited((d) => (d.parts[2].include = 'seoo')), shipped)).problems[0]).toMatchObject({ at: 'parts[2].include', message: expect.stringContaining('unknown fragment "seoo"') });
  });

  it('refuses a change that widens permissions, naming the place', async () => {
    const result = await checkPublished(screen, edited((d) => (d.load.call.path = '/Users/GetAllUsers')), shipped);
    expect(result.problems).toEqual([{ at: 'calls', message: expect.stringContaining('"GET /Users/GetAllUsers" is not a call the shipped screen makes') }]);
    expect(result.first).toMatch(/^screens\/settings\/bonus-settings\.json: at calls: /);
  });
});
