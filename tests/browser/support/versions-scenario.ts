import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './axe';
import { expectNotice, screenshot, type BackOffice } from './back-office';
import { ownerAccessible, type ContentOwner } from './content-owner';
import { adminApi, editor, field, saveButton, tab, transitionsDone, writesOf } from './screen';

/** The dialog a save refused for an older version opens. */
export const conflictDialog = (page: Page) => page.getByRole('dialog', { name: 'Someone else saved this record' });

/** Saves (Save, unless `save` says how) a version someone else has replaced: the refusal's dialog, once it is open. */
export async function saveRefusedAsStale(page: Page, office: BackOffice, save = () => saveButton(page).click()): Promise<Locator> {
  office.consoleErrors.allow(/status of 409/);
  await save();
  const dialog = conflictDialog(page);
  await dialog.waitFor();
  return dialog;
}

/**
 * Two editors on one record, open in `page` with its values loaded: another saves it meanwhile (`theirs`), this
 * editor's save of `mine` is refused with the conflict dialog showing what they saved (`shown`), and Overwrite with
 * mine stores this editor's form (`kept`), their change undone. `name` names the record in the accessibility
 * report, `screenshot` the picture of the dialog.
 */
export async function overwriteAfterConflict(
  page: Page,
  office: BackOffice,
  conflict: {
    name: string;
    screenshot: string;
    theirs: () => Promise<unknown>;
    mine: { label: string; text: string };
    shown: (dialog: Locator) => Promise<void>;
    saved: string;
    stored: () => Promise<Record<string, unknown>>;
    kept: Record<string, unknown>;
  },
): Promise<void> {
  await conflict.theirs();
  await field(page, conflict.mine.label).fill(conflict.mine.text);
  const dialog = await saveRefusedAsStale(page, office);
  await conflict.shown(dialog);
  await transitionsDone(page);
  await screenshot(page, conflict.screenshot);
  await expectAccessible(page, `the conflict dialog of ${conflict.name}`);
  await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expectNotice(page, conflict.saved);
  expect(await conflict.stored()).toMatchObject(conflict.kept);
}

/**
 * The tabs of one record share its version: EDIT saved, then CONTENT, then EDIT again, each save reading the version
 * the one before left, so no save is refused. `edited` is a text field of the first tab and where the record
 * (`stored`) holds it; `page` is the editor open on the first tab.
 */
export async function tabsShareOneVersion(
  page: Page,
  owner: ContentOwner,
  id: number,
  edited: { label: string; key: string; stored: () => Promise<Record<string, unknown>> },
): Promise<void> {
  await field(page, edited.label).fill('Saved first');
  await saveButton(page).click();
  await expectNotice(page, owner.notices.saved);
  await tab(page, 'CONTENT').click();
  await editor(page).click();
  await page.keyboard.type('Saved second');
  const writes = writesOf(page);
  await page.getByRole('button', { name: 'Save content' }).click();
  await expectNotice(page, owner.notices.content);
  expect(writes).toEqual([`PUT ${owner.contentPut}`]);
  expect(await conflictDialog(page).count()).toBe(0);
  await tab(page, owner.editTab).click();
  await field(page, edited.label).fill('Saved third');
  // The first save's notice may still be showing: what tells this save is done is its own answer.
  const answered = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/'));
  await saveButton(page).click();
  const third = await answered;
  expect(third.status()).toBe(200);
  expect(third.request().postDataJSON()[edited.key]).toBe('Saved third');
  await expectNotice(page, owner.notices.saved);
  expect(await conflictDialog(page).count()).toBe(0);
  expect((await edited.stored())[edited.key]).toBe('Saved third');
  expect(await owner.storedContent(id)).toBe('<p>Saved second</p>');
}

/**
 * A first-tab save of a version someone else has replaced meanwhile (`theirs` saves their title through the API)
 * opens the conflict dialog, which shows their title, and keeps nothing of the refused save (`refusedToo`, a further
 * field typed with it, and where it is stored). The editor resolves it with `resolveWith`: mine overwrites theirs,
 * or their version is loaded into the form. `title` is the first tab's title field and where the record holds it.
 */
export async function staleSave(
  page: Page,
  office: BackOffice,
  owner: ContentOwner,
  title: { label: string; stored: () => Promise<string>; theirs: (text: string) => Promise<unknown> },
  resolveWith: 'Overwrite with mine' | 'Load their version',
  refusedToo?: { label: string; stored: () => Promise<string> },
): Promise<void> {
  await title.theirs('Renamed by someone else');
  await field(page, title.label).fill('Renamed by me');
  if (refusedToo) await field(page, refusedToo.label).fill('Typed with a refused save');
  const dialog = await saveRefusedAsStale(page, office);
  expect(await dialog.getByRole('row', { name: new RegExp(`^${title.label}`) }).innerText()).toContain('Renamed by someone else');
  await ownerAccessible(page, owner, `the conflict dialog of ${owner.editTab}`);
  await screenshot(page, `${owner.name}-edit-conflict`);
  expect(await title.stored()).toBe('Renamed by someone else');
  if (refusedToo) expect(await refusedToo.stored()).not.toBe('Typed with a refused save');
  await dialog.getByRole('button', { name: resolveWith }).click();
  if (resolveWith === 'Overwrite with mine') {
    await expectNotice(page, owner.notices.saved);
    expect(await title.stored()).toBe('Renamed by me');
  } else {
    await expect.poll(() => field(page, title.label).inputValue()).toBe('Renamed by someone else');
  }
}

/**
 * A CONTENT save of a version someone else has replaced meanwhile opens the conflict dialog and stores nothing;
 * Keep editing closes it with the text kept, a second save is refused alike, and Overwrite with mine stores it.
 * `page` is the editor open on its CONTENT tab.
 */
export async function staleContentSave(page: Page, office: BackOffice, owner: ContentOwner, id: number): Promise<void> {
  await editor(page).waitFor();
  await adminApi(office, 'PUT', owner.contentPut, { id, content: '<p>Saved by someone else</p>' });
  await editor(page).click();
  await page.keyboard.type('Mine');
  const saveContent = () => page.getByRole('button', { name: 'Save content' }).click();
  const dialog = await saveRefusedAsStale(page, office, saveContent);
  expect(await owner.storedContent(id)).toBe('<p>Saved by someone else</p>');
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await dialog.waitFor({ state: 'detached' });
  await editor(page).getByText('Mine').waitFor();

  await saveContent();
  await dialog.waitFor();
  expect(await owner.storedContent(id)).toBe('<p>Saved by someone else</p>');
  await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expectNotice(page, owner.notices.content);
  expect(await owner.storedContent(id)).toBe('<p>Mine</p>');
}
