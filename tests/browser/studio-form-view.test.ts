import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, fieldLabel, nextBody, openSignedIn } from './support/screen';

// Issue 20, item 2 and its tests: "a field added from the entity's list". In the studio's editor of the bonus
// settings (/studio/settings/bonus-settings), the Form tab lists the fields of schemas/page-settings.json the
// screen does not show; one added there is published and an editor sees it on the screen's next load.

type Row = Record<string, any>;
let office: BackOffice;
const api = <T = Row>(method: 'GET' | 'POST', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
const SCREEN = '/Screens/settings/bonus-settings';

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  // The screen runs as shipped again for whatever runs next on this server.
  if (office) await api('POST', `${SCREEN}/Revert`, { version: 0 }).catch(() => undefined);
  await office?.close();
});

describe('the studio`s form view (/studio/settings/bonus-settings, Form)', () => {
  it('adds the entity`s "Subtitle (reviews)" from the list of fields not on the screen, publishes it, and an editor sees it', async () => {
    const page = await openSignedIn(office, '/studio/settings/bonus-settings');
    await page.getByRole('tab', { name: 'Form', exact: true }).click();
    const add = page.getByRole('button', { name: 'Add Subtitle (reviews)' });
    await add.waitFor();
    // Fields the screen already shows (its own and its SEO fragment's) are not offered again.
    for (const shown of ['Page Title', 'Subtitle', 'SERP Title', 'SERP Description']) expect(await page.getByRole('button', { name: `Add ${shown}`, exact: true }).count()).toBe(0);
    await expectAccessible(page, 'studio form view');
    await add.click();
    const card = page.getByRole('group', { name: 'Field Subtitle (reviews)' });
    await card.waitFor();
    expect(await card.getByLabel('Label').inputValue()).toBe('Subtitle (reviews)');
    expect(await add.count()).toBe(0);
    await screenshot(page, 'studio-form-view-added');

    const published = nextBody(page, 'POST', `${SCREEN}/Publish`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    // Publish asks first, with what the change does to the fields (issue 28 item 9).
    const confirm = page.getByRole('dialog', { name: 'Publish this change?' });
    await confirm.getByRole('region', { name: 'Fields added' }).getByText('Subtitle (reviews) (pageSettingsSubtitle)').waitFor();
    await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
    const body = await published;
    expect(body.descriptor.parts).toContainEqual({ name: 'pageSettingsSubtitle', label: 'Subtitle (reviews)', widget: 'textarea', convert: ['emptyToNull'] });
    await expect.poll(async () => (await api('GET', SCREEN)).current?.descriptor?.parts?.some((p: Row) => p.name === 'pageSettingsSubtitle'), { timeout: 10_000 }).toBe(true);

    // A new tab is a new load of the screen: what an editor opening it next sees.
    const editor = await openSignedIn(office, '/bonussettings');
    await editor.getByLabel(fieldLabel('Subtitle (reviews)')).waitFor();
    expect(await editor.getByLabel(fieldLabel('Page Title')).count()).toBe(1);
  });
});
