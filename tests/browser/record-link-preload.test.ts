import fs from 'node:fs';
import path from 'node:path';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../../shared/route-chunks';
import { startBackOffice, type BackOffice } from './support/back-office';

// Issue 29, item 7 (warm list -> editor): a list fetches the screen its record links open before the click, its code
// once the links have painted and the record's read when a link is pointed at, so that the click finds both on their
// way. Once the page is idle, the first record's screen is drawn hidden, once: its first opening then finds its code
// run and its parts made (engine/screens/warmup/).

let office: BackOffice;
let editorOnly: string[];

beforeAll(async () => {
  office = await startBackOffice();
  const built: RouteChunks = JSON.parse(fs.readFileSync(path.join(inject('browserAppDir'), ROUTE_CHUNKS_FILE), 'utf8'));
  const filesOf = (route: string) => built.screens.find((s) => s.routes.includes(route))!.files;
  const list = new Set([...built.shell, ...filesOf('/reviews')]);
  // The code and styles the editor needs and the list does not, an option source's own list (countries) among them:
  // what opening it would otherwise fetch after the click.
  editorOnly = filesOf('/review/:id').filter((file) => !list.has(file));
});
afterAll(() => office?.close());

const isReviewRead = (id: number) => (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname === `/api/Review/${id}`;
const isRecordRead = isReviewRead(1);
const isWrite = (request: Request) => new URL(request.url()).pathname.startsWith('/api/') && request.method() !== 'GET';

describe('a list of records', () => {
  it("fetches its editor's code once its links show, draws the first record's editor hidden once, and reads a pointed record once", async () => {
    expect(editorOnly.filter((file) => /\/(FormView|TabsScreen)-[\w-]+\.js$/.test(file))).toHaveLength(2);
    const page = await office.page();
    const scripts = new Set<string>();
    const firstReads: Request[] = [];
    const pointedReads: Request[] = [];
    const writes: Request[] = [];
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) scripts.add(new URL(request.url()).pathname);
      if (isRecordRead(request)) firstReads.push(request);
      if (isReviewRead(3)(request)) pointedReads.push(request);
      if (isWrite(request)) writes.push(request);
    });
    // What the hidden editor showed: the values of the inputs drawn outside the page's main region.
    await page.addInitScript(`window.hiddenValues = new Set();
      new MutationObserver(() => {
        for (const input of document.querySelectorAll('.screen-warmup input')) window.hiddenValues.add(input.value);
      }).observe(document, { subtree: true, childList: true });`);
    await office.signIn(page, office.accounts.admin, '/reviews');
    await page.locator('main table a[href^="/review/1?"]').first().waitFor();
    const title = await page.title();

    await expect.poll(() => editorOnly.filter((file) => !scripts.has(file)), { timeout: 10_000 }).toEqual([]);
    // The first record's editor, drawn hidden once the page is idle, with its name, then dropped; nothing written.
    const reviewName = (await office.app.db.selectFrom('reviews').where('reviewId', '=', 1).select('name').executeTakeFirstOrThrow()).name;
    await expect.poll(() => page.evaluate('[...window.hiddenValues]'), { timeout: 10_000 }).toContain(reviewName);
    await expect.poll(() => page.locator('.screen-warmup').count(), { timeout: 10_000 }).toBe(0);
    expect(firstReads).toHaveLength(1);
    expect(writes).toEqual([]);
    expect(await page.title()).toBe(title);
    expect(new URL(page.url()).pathname).toBe('/reviews');

    const link = page.locator('main table a[href^="/review/3?"]').first();
    expect(pointedReads).toHaveLength(0);
    const read = page.waitForRequest(isReviewRead(3));
    await link.hover();
    await read;
    expect(pointedReads).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/reviews');

    await link.click();
    await page.locator('main form input').first().waitFor();
    await page.locator('main h1').first().waitFor();
    expect(pointedReads).toHaveLength(1);
    expect(firstReads).toHaveLength(1);
  });
});

describe('a record opened cold', () => {
  it("reads its record once, as the page starts, before the app's code has run", async () => {
    const page = await office.page();
    const recordReads: Request[] = [];
    page.on('request', (request) => void (isRecordRead(request) && recordReads.push(request)));
    await office.signIn(page, office.accounts.admin, '/review/1');
    await page.locator('main form input').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Made with fetch by the entry (src/early-reads.ts), not by the app's HTTP client, which took its answer over.
    expect(recordReads.map((r) => r.resourceType())).toEqual(['fetch']);
  });
});
