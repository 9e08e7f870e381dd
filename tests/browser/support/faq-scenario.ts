import { expect } from 'vitest';
import { expectNotice, screenshot, type BackOffice } from './back-office';
import { ownerAccessible, type ContentOwner } from './content-owner';
import { adminApi, field, openSignedIn, saveButton } from './screen';

const ADD_REFUSED = 'Fill in the question and answer of the last entry before adding another.';
const MOVE_REFUSED = 'Only entries with both a question and an answer can be moved.';

/**
 * The FAQ tab of a new record of the owner, by the rules of first document §4: an entry is added only after a
 * filled one, only filled entries move, the title and the list are saved in their order and read again after a
 * reload, and deleting every entry leaves one empty entry.
 */
export async function faqScenario(office: BackOffice, owner: ContentOwner, id: number): Promise<void> {
  const page = await openSignedIn(office, owner.path(id, 'faq'));
  const questions = field(page, 'Question');
  const answers = field(page, 'Answer');
  const question = (n: number) => questions.nth(n - 1);
  const answer = (n: number) => answers.nth(n - 1);
  const addEntry = () => page.getByRole('button', { name: 'Add entry' }).click();
  await question(1).waitFor();

  await addEntry();
  await page.getByText(ADD_REFUSED).waitFor();
  await expect.poll(() => questions.count()).toBe(1);
  await question(1).fill('Is the platform regulated?');
  await addEntry();
  await page.getByText(ADD_REFUSED).waitFor();
  await expect.poll(() => questions.count()).toBe(1);
  await answer(1).fill('Yes, by its national authority.');
  await addEntry();
  await question(2).fill('What is the minimum investment?');
  await answer(2).fill('10 euros.');

  // A third entry: moving it is refused while it is empty, and while it has a question only.
  await addEntry();
  await page.getByRole('button', { name: 'Move Entry 3 up' }).click();
  await page.getByText(MOVE_REFUSED).waitFor();
  await question(3).fill('Only a question');
  await page.getByRole('button', { name: 'Move Entry 3 up' }).click();
  await expect.poll(() => question(3).inputValue()).toBe('Only a question');
  await expect.poll(() => question(2).inputValue()).toBe('What is the minimum investment?');
  await page.getByRole('button', { name: 'Delete Entry 3' }).click();
  await expect.poll(() => questions.count()).toBe(2);
  await page.getByRole('button', { name: 'Move Entry 2 up' }).click();
  await expect.poll(() => question(1).inputValue()).toBe('What is the minimum investment?');
  await expect.poll(() => question(2).inputValue()).toBe('Is the platform regulated?');

  await field(page, 'FAQ title').fill('Questions about the platform');
  await ownerAccessible(page, owner, `${owner.name} FAQ`);
  await screenshot(page, `${owner.name}-faq`);
  await saveButton(page).click();
  await expectNotice(page, owner.notices.faq);
  const titles = await adminApi<{ title: string; faqTitleId: number }[]>(office, 'GET', owner.faqTitles(id));
  expect(titles.at(-1)!.title).toBe('Questions about the platform');
  const list = await adminApi<{ position: number; question: string; answer: string }[]>(office, 'GET', owner.faqList(titles.at(-1)!.faqTitleId));
  expect(list.map((entry) => [entry.position, entry.question, entry.answer])).toEqual([
    [1, 'What is the minimum investment?', '10 euros.'],
    [2, 'Is the platform regulated?', 'Yes, by its national authority.'],
  ]);

  await page.reload();
  await question(2).waitFor();
  expect(await field(page, 'FAQ title').inputValue()).toBe('Questions about the platform');
  await expect.poll(() => question(1).inputValue()).toBe('What is the minimum investment?');
  await expect.poll(() => question(2).inputValue()).toBe('Is the platform regulated?');
  await expect.poll(() => answer(2).inputValue()).toBe('Yes, by its national authority.');
  await page.getByRole('button', { name: 'Delete Entry 2' }).click();
  await page.getByRole('button', { name: 'Delete Entry 1' }).click();
  await expect.poll(() => questions.count()).toBe(1);
  await expect.poll(() => question(1).inputValue()).toBe('');
  await expect.poll(() => answer(1).inputValue()).toBe('');
  await page.close();
}
