import { chromium } from 'playwright-core';
import fs from 'node:fs';
const dir = fs.mkdtempSync('/tmp/edge-chrome-');
const ctx = await chromium.launchPersistentContext(dir, { executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const page = await ctx.newPage();
const messages = [];
page.on('console', (m) => messages.push(`[${m.type()}] ${page.url()} ${m.text().slice(0,200)} @ ${JSON.stringify(m.location())}`));
page.on('pageerror', (e) => messages.push(`[pageerror] ${e.message}`));
const base = 'http://127.0.0.1:3917';
if (process.env.NO_EVAL) await page.route('**/*', async (route) => {
  if (route.request().resourceType() !== 'document') return route.continue();
  const res = await route.fetch();
  const headers = { ...res.headers() };
  if (headers['content-security-policy']) headers['content-security-policy'] = headers['content-security-policy'].replace(" 'unsafe-eval'", '');
  return route.fulfill({ response: res, headers });
});
await page.goto(base + '/api/docs/');
await page.waitForSelector('.opblock', { timeout: 15000 });
console.log('docs ops:', await page.locator('.opblock').count());
await page.goto(base + '/');
await page.waitForTimeout(2000);
const inputs = await page.locator('input').count();
console.log('login inputs', inputs);
await page.locator('input').nth(0).fill('admin@p2p.local');
await page.locator('input[type=password]').fill('admin-pass-123');
await page.keyboard.press('Enter');
await page.waitForTimeout(3000);
console.log('url after login', page.url());
for (const route of process.argv.slice(2)) {
  await page.goto(base + route);
  await page.waitForTimeout(2500);
  const save = page.getByRole('button', { name: 'Save' });
  if (await save.count()) { await save.first().click(); await page.waitForTimeout(2000); }
  console.log(route, (await page.locator('body').innerText()).slice(-300).replace(/\n/g, ' | '));
}
console.log(messages.join('\n'));
await ctx.close();
fs.rmSync(dir, { recursive: true, force: true });
