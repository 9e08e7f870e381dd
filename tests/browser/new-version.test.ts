import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { expectAccessible } from './support/axe';
import { openWithRows } from './support/screen';

// Issue 17, item 7: after a deploy the old build's chunks are gone; a tab opened before it says that a new version
// is available, with Reload, inside the frame (the navigation and top bar stay), instead of a developer's error.

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('a new version, not a crash', () => {
  it('a screen whose code cannot be fetched says "A new version is available"; Reload brings the screen', async () => {
    const page = await openWithRows(office, '/reviews');
    office.consoleErrors.allow(/Failed to fetch dynamically imported module|net::ERR_FAILED|ERR_ABORTED|Failed to load resource/);
    // The deploy: every part of the app not yet loaded is gone from the server.
    await page.route('**/assets/**', (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Media', { exact: true }).click();

    await page.getByRole('heading', { level: 1, name: 'A new version is available' }).waitFor();
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    expect(await page.getByText('Hey developer', { exact: false }).count()).toBe(0);
    // The frame stays: the editor can still go elsewhere.
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await expectAccessible(page, 'the new version notice');
    await screenshot(page, 'new-version-available');

    await page.unroute('**/assets/**');
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/media');
  });
});
