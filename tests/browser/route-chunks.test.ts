import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../../shared/route-chunks';
import { startBackOffice, type BackOffice } from './support/back-office';
import { recordJsChain } from './support/js-chain';

// Issue 29, item 6: a screen's code is known at build time. The build lists each route's files (.route-chunks.json),
// the server names them in the page it answers, and a cold screen fetches its code in the first round with the entry.

let office: BackOffice;
let built: RouteChunks;
/** The entry and what the page names with it: its script and the chunks it imports (modulepreload links). */
let entry: string[];
let appDir: string;

beforeAll(async () => {
  office = await startBackOffice();
  appDir = inject('browserAppDir');
  built = JSON.parse(fs.readFileSync(path.join(appDir, ROUTE_CHUNKS_FILE), 'utf8'));
  const html = fs.readFileSync(path.join(appDir, 'index.html'), 'utf8');
  entry = [/<script type="module"[^>]* src="([^"]+)"/.exec(html)![1], ...[...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1])];
});
afterAll(() => office?.close());

/**
 * Whether a chunk holds code. A chunk that holds only a stylesheet's import (the select package's style, which the
 * closed multiselect draws with) is an empty module under the bundler's strict execution order (vite.config.ts): it
 * names the style, no code of the package.
 */
const holdsCode = (file: string) => fs.readFileSync(path.join(appDir, file), 'utf8').replace(/\/\/# sourceMappingURL=.*$/m, '').trim().length > 200;

// An icon's paths load by the icon's name as it is drawn (src/shell/icons.ts): data, not a chunk of the build.
const ICON_PATHS = /^\/assets\/blueprint-icons-[\d.]+\//;

async function openCold(address: string, route: string) {
  const page = await office.page();
  const requests = await recordJsChain(page);
  const fonts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'font' && fonts.push(new URL(request.url()).pathname)));
  await office.signIn(page, office.accounts.admin, address);
  await page.locator('main form input').first().waitFor();
  await page.waitForLoadState('networkidle');
  // Every icon drawn becomes an SVG from its paths: none is left as the empty box it is while they load. Polled, not
  // read once: on a busy processor the last icons are drawn, and their paths asked for, after the network went quiet.
  await expect.poll(() => page.locator('span.bp6-icon:empty').count(), { timeout: 10_000 }).toBe(0);
  const listed = new Set([...entry, ...built.shell, ...built.screens.find((s) => s.routes.includes(route))!.files]);
  const scripts = requests();
  await page.close();
  const chunks = scripts.filter((r) => !ICON_PATHS.test(r.path));
  return { scripts, chunks, unlisted: chunks.filter((r) => !listed.has(r.path)).map((r) => r.path), fonts };
}

describe('a screen opened cold', () => {
  it('the review editor loads only chunks its list names, all in the first round, and its icons in the next', async () => {
    const { scripts, chunks, unlisted, fonts } = await openCold('/review/1', '/review/:id');
    expect(unlisted).toEqual([]);
    // Icons are drawn from their paths, never from Blueprint's icon fonts (120 kB, and a new layout once they came).
    expect(fonts).toEqual([]);
    // Its Countries multiselect is drawn closed: the list, its popover and Blueprint's select code wait for its first use.
    expect(chunks.map((r) => r.path).filter((p) => /popover-next|blueprint-select|MultiSelectOpen/.test(p) && holdsCode(p))).toEqual([]);
    expect(new Set(chunks.map((r) => r.round))).toEqual(new Set([1]));
    expect(Math.max(...scripts.map((r) => r.round))).toBeLessThanOrEqual(2);
  });

  it('a settings form loads only chunks its list names, all in the first round, and no popover or select code', async () => {
    const { chunks, unlisted, fonts } = await openCold('/aboutsettings', '/aboutsettings');
    expect(unlisted).toEqual([]);
    expect(fonts).toEqual([]);
    expect(new Set(chunks.map((r) => r.round))).toEqual(new Set([1]));
    expect(chunks.map((r) => r.path).filter((p) => /popover-next|blueprint-select|ReasonTooltip|MultiSelectWidget/.test(p) && holdsCode(p))).toEqual([]);
  });
});
