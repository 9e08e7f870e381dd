import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { expectAccessible } from './support/axe';
import { adminApi, form, heading, openSignedIn, saveButton } from './support/screen';

// Issue 6, item 5, on real settings screens: a refused save says why and where, required fields and length
// limits show, a reader sees the form read-only, leaving a changed form asks first, Save stays in reach in a
// sticky bar, Ctrl+S saves and Enter does not.

/** A form control by its field name (rjsf ids end with the field name, whatever the sections around it). */
const field = (page: Page, name: string) => page.locator(`[id$="_${name}"]`).first();
/** The FormGroup of one field (sections are form groups too: the one whose own label is for the field). */
const groupOf = (page: Page, name: string) => page.locator(`.bp6-form-group:has(> label[for$="_${name}"])`);
const actionBar = (page: Page) => page.locator('.bo-action-bar');
const prompt = (page: Page) => page.getByRole('alertdialog');

describe('what editors see on every form', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(async () => {
    await office?.close();
  });

  it('a route URL another route already has: the notice adds the server reason and the Route field says it', async () => {
    const routes = await adminApi<{ routesId: number; url: string }[]>(office, 'GET', '/Routes/ByLanguageId/1');
    const [edited, other] = routes.filter((r) => r.url);
    const page = await openSignedIn(office, `/settingsroutes/edit/${edited.routesId}`);
    await heading(page, 'Edit route').waitFor();
    await expect.poll(() => field(page, 'urlTableName').inputValue()).toBe(edited.url);
    office.consoleErrors.allow(/status of 409|save failed/);

    await field(page, 'urlTableName').fill(other.url);
    await saveButton(page).click();
    await expectNotice(page, `Something went wrong during saving data.... Another route of language 1 already has the url ${other.url}`);
    const group = groupOf(page, 'urlTableName');
    await group.getByText('Route is already used').waitFor();
    expect(await group.getAttribute('class')).toContain('bp6-intent-danger');
    expect(new URL(page.url()).pathname).toBe(`/settingsroutes/edit/${edited.routesId}`);
    await screenshot(page, 'form-behaviour-server-error-on-field');
    await expectAccessible(page);
  });

  it('required fields are marked and length limits shown before any save', async () => {
    const page = await openSignedIn(office, '/settingsroutes/add/-1');
    await heading(page, 'Add route').waitFor();
    await expect.poll(() => groupOf(page, 'dataTypeId').locator('> label').innerText()).toMatch(/^Assign content type\s*\(required\)$/);
    await expect.poll(() => groupOf(page, 'urlTableName').locator('> label').innerText()).toMatch(/^Route\s*\(required\)$/);
    expect(await groupOf(page, 'link').locator('> label').innerText()).not.toContain('(required)');
    await groupOf(page, 'urlTableName').getByText('up to 400 characters').waitFor();
    // Issue 17, item 11: the count shows only near the limit; far from it the limit stays as helper text.
    await field(page, 'urlTableName').fill('/en/twelve-ch');
    await groupOf(page, 'urlTableName').getByText('up to 400 characters').waitFor();
    expect(await groupOf(page, 'urlTableName').getByText('13 / 400').count()).toBe(0);
    await field(page, 'urlTableName').fill(`/en/${'x'.repeat(326)}`);
    await groupOf(page, 'urlTableName').getByText('330 / 400').waitFor();
    await screenshot(page, 'form-behaviour-required-and-limits');
  });

  it('a German reader sees About settings read-only: View title, banner, every field disabled, Save disabled', async () => {
    const page = await openSignedIn(office, '/aboutsettings', office.accounts.readerDe);
    await heading(page, 'View: About settings').waitFor();
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('2');
    await page.getByText('You can view this screen but not change it').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    const controls = form(page).locator('form input:not([type=hidden]), form textarea, form select');
    // The banner shows with the screen's frame; the form's fields are all drawn once its lazily loaded kinds are here.
    await expect.poll(() => controls.count(), { timeout: 15_000 }).toBeGreaterThan(30);
    expect(await controls.evaluateAll((all) => all.filter((c) => !(c as HTMLInputElement).disabled).map((c) => c.id))).toEqual([]);
    // Limits help only while typing: a reader sees none.
    expect(await form(page).getByText(/ \/ \d+$/).count()).toBe(0);
    expect(await saveButton(page).isDisabled()).toBe(true);
    await screenshot(page, 'form-behaviour-read-only-reader-de');
    await expectAccessible(page);
  });

  it('Footer settings: the sticky bar sits at the bottom of the viewport; Ctrl+S saves, Enter does not', async () => {
    const page = await openSignedIn(office, '/footersettings');
    await heading(page, 'Footer menu settings').waitFor();
    await expect.poll(() => field(page, 'copyrightNotice').inputValue()).not.toBe('');
    const viewport = page.viewportSize()!;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeGreaterThan(viewport.height * 2);
    const bar = await actionBar(page).boundingBox();
    expect(bar).not.toBeNull();
    expect(bar!.y + bar!.height).toBeGreaterThan(viewport.height - 4);
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(viewport.height + 1);
    await saveButton(page).waitFor({ state: 'visible' });
    await page.screenshot({ path: 'test-results/screenshots/form-behaviour-footer-sticky-bar.png' });

    // Enter in a text box: nothing is sent, the screen stays.
    const sends: string[] = [];
    page.on('request', (r) => r.method() === 'PUT' && sends.push(new URL(r.url()).pathname));
    await field(page, 'copyrightNotice').fill('© 2026 P2P Compass');
    await actionBar(page).getByText('Unsaved changes').waitFor();
    await field(page, 'copyrightNotice').press('Enter');
    expect(new URL(page.url()).pathname).toBe('/footersettings');

    // Ctrl+S saves with the screen's notice; that it is the only write proves Enter sent none before it.
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/api/FooterSettings');
    await field(page, 'copyrightNotice').press('Control+s');
    expect((await saved).postDataJSON()).toMatchObject({ copyrightNotice: '© 2026 P2P Compass' });
    await expectNotice(page, 'Footer settings has been updated.');
    await actionBar(page).getByText('Unsaved changes').waitFor({ state: 'detached' });
    expect(sends).toEqual(['/api/FooterSettings']);
  });

  it('leaving a changed form asks first: Keep editing stays, Discard changes follows the link', async () => {
    const page = await openSignedIn(office, '/footersettings');
    await heading(page, 'Footer menu settings').waitFor();
    await expect.poll(() => field(page, 'footerNote').isEditable()).toBe(true);
    await field(page, 'footerNote').fill('Changed but not saved');
    await actionBar(page).getByText('Unsaved changes').waitFor();

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings', exact: true }).click();
    await prompt(page).getByText('You have unsaved changes on this screen.').waitFor();
    await screenshot(page, 'form-behaviour-unsaved-prompt');
    await expectAccessible(page, 'the unsaved-changes prompt');
    await prompt(page).getByRole('button', { name: 'Keep editing' }).click();
    await prompt(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/footersettings');
    expect(await field(page, 'footerNote').inputValue()).toBe('Changed but not saved');

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings', exact: true }).click();
    await prompt(page).getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL((url) => url.pathname === '/settingshome');
    await heading(page, 'Settings').waitFor();
  });

  it('a language change with unsaved changes asks first; Discard changes switches the language', async () => {
    const page = await openSignedIn(office, '/footersettings');
    await heading(page, 'Footer menu settings').waitFor();
    await expect.poll(() => field(page, 'footerNote').isEditable()).toBe(true);
    await field(page, 'footerNote').fill('Changed, then the language');
    const language = page.getByRole('combobox', { name: 'Language' });

    await language.selectOption('2');
    await prompt(page).getByRole('button', { name: 'Keep editing' }).click();
    await prompt(page).waitFor({ state: 'detached' });
    expect(await language.inputValue()).toBe('1');
    expect(await field(page, 'footerNote').inputValue()).toBe('Changed, then the language');

    await language.selectOption('2');
    await prompt(page).getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => language.inputValue()).toBe('2');
    // The German settings read after the discard, and nothing failed on the way.
    await expect.poll(() => field(page, 'footerNote').isEditable()).toBe(true);
    expect(await page.locator('.bp6-toast.bp6-intent-danger').count()).toBe(0);
  });

  it('closing or reloading the tab with unsaved changes asks the browser to confirm', async () => {
    const page = await openSignedIn(office, '/footersettings');
    await heading(page, 'Footer menu settings').waitFor();
    await expect.poll(() => field(page, 'footerNote').isEditable()).toBe(true);
    await field(page, 'footerNote').click();
    await page.keyboard.type('Typed');
    await actionBar(page).getByText('Unsaved changes').waitFor();
    const dialog = page.waitForEvent('dialog');
    void page.close({ runBeforeUnload: true });
    const asked = await dialog;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();
    expect(page.isClosed()).toBe(false);
    expect(await field(page, 'footerNote').inputValue()).toContain('Typed');
  });
});
