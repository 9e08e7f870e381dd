import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../server/media/png';
import { startS3Server, type S3TestServer } from '../support/s3-server';
import { expectNotice, startBackOffice, type BackOffice } from './support/back-office';
import { fieldLabel, openSignedIn } from './support/screen';

// Issue 7, done when: the media library works the same with MEDIA_STORAGE=s3, against an S3-compatible
// server started on loopback (the server seeds its demo media into the bucket).

let s3: S3TestServer;
let bucket: string;
let office: BackOffice;

const png = (i: number) => encodePng(40, 30, (x, y) => [(x * 6 + i * 50) % 256, (y * 8) % 256, 90]);
const tiles = (page: Page) => page.locator('.bo-media-grid .bo-media-tile');

beforeAll(async () => {
  s3 = await startS3Server();
  const created = await s3.newBucket();
  bucket = created.bucket;
  office = await startBackOffice({ env: created.env });
}, 120_000);
afterAll(async () => {
  await office?.close();
  await s3?.close();
});

describe('media library with MEDIA_STORAGE=s3', () => {
  it('uploads into the bucket with thumbnails, saves details, picks an image for an author and deletes files with their thumbnails', async () => {
    const page = await openSignedIn(office, '/media');
    await tiles(page).first().waitFor();
    await page.getByText('Total 2 items', { exact: true }).waitFor();
    await page.locator('input[type=file]').setInputFiles([0, 1, 2].map((i) => ({ name: `bucket-${i}.png`, mimeType: 'image/png', buffer: png(i) })));
    await expectNotice(page, 'Images has been uploaded', 20_000);
    await page.getByText('Total 5 items', { exact: true }).waitFor();
    expect(await s3.allKeys(bucket)).toEqual(expect.arrayContaining(['EN/bucket-0.png', 'EN/thumbnails/bucket-0.png.webp']));
    // The thumbnails come out of the bucket through the media address.
    const thumbnail = page.locator('.bo-media-grid img[src$="bucket-0.png.webp"]');
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Details of bucket-1.png' }).click();
    await page.getByText('40 × 30').waitFor();
    await page.getByLabel('Alt text', { exact: true }).fill('A square kept in a bucket');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'Image details successfully saved.');

    const form = await openSignedIn(office, '/authors/add');
    await form.getByRole('button', { name: 'Open gallery' }).click();
    const picker = form.getByRole('dialog', { name: 'Media library' });
    await picker.getByRole('button', { name: 'Details of bucket-1.png' }).click();
    await expect.poll(() => picker.getByLabel('Alt text', { exact: true }).inputValue()).toBe('A square kept in a bucket');
    await picker.getByRole('button', { name: 'Choose', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await form.getByLabel(fieldLabel('Image')).inputValue()).toBe('bucket-1.png');

    await page.getByLabel('Search').fill('bucket-');
    await page.getByText('Total 3 items', { exact: true }).waitFor();
    for (const name of ['bucket-0.png', 'bucket-2.png']) await page.getByRole('checkbox', { name }).check({ force: true });
    await page.getByRole('region', { name: 'Selected files' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your action' });
    await confirm.getByText('These files are used nowhere.').waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectNotice(page, 'Images deleted successfully.');
    await page.getByText('Total 1 items', { exact: true }).waitFor();
    const keys = await s3.allKeys(bucket);
    expect(keys.filter((k) => k.includes('bucket-'))).toEqual(['EN/bucket-1.png', 'EN/thumbnails/bucket-1.png.webp']);
  });
});
