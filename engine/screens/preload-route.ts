import { CATALOG, fileOfId, preloadEntity, shippedDescriptor, type CatalogEntry } from '../descriptor/catalog';
import { readPublished } from '../descriptor/published';
import { isLazyWidget, loadWidget } from '../theme/widgets/lazy-modules';
import { DEFAULT_SCREENS } from '../registry/packs/screens';
import { registry, type OptionSourceDefinition } from '../registry/index';
import { startRead, type PreloadContext } from './preload';
import entityChecks from 'virtual:entity-checks';
import { openJournal, readEntryAhead } from '../form/journal/journal-store';
import { journalKey } from '../form/journal/journal-key';

/**
 * As a route opens, before its descriptor is here: fetches together the descriptor, the code of the screen kinds it
 * and the screens it draws need, the field kinds they draw that load on first use, their forms' entity schemas and checks, the
 * descriptor of its first tab and the record it reads (from the screen index), so that the screen paints after one
 * wave of requests rather than one stage after another. The screen's own reads then share the record's read
 * (engine/data/shared-reads.ts). A failure here is left for the screen to meet and report.
 */
export function preloadRoute(file: string, ctx: PreloadContext, { beforeOpening = false } = {}): void {
  const entry = CATALOG.find((e) => e.file === file);
  if (!entry) return;
  // The reads first: the server's answers are what the screen waits for longest, and the code, asked for next, is
  // mostly fetched already where a link to the screen showed.
  // The published screen changes, which loadDescriptor puts in place of the files (engine/descriptor/published.ts).
  readPublished(ctx.provider, ctx.language, { beforeOpening });
  for (const read of entry.reads ?? []) if (!(read.firstTab && ctx.tab)) startRead(read, ctx);
  readDraftsAhead(entry, ctx);
  preloadRouteCode(file, ctx.tab);
}

/**
 * The drafts the route's forms kept (engine/form/journal/), read with the record: a form that finds both here as it
 * draws draws its record and its kept edits in its first pass (engine/form/opening-now.ts). Its own screen's, and its
 * first tab's (not the ?tab= name's, known only from the descriptor); a screen that keeps none finds none.
 */
function readDraftsAhead(entry: CatalogEntry, ctx: PreloadContext) {
  if (ctx.userId === undefined) return;
  const screens = [entry.id ?? entry.routes[0], ...(ctx.tab ? [] : (entry.opens ?? []))];
  for (const screen of screens) readEntryAhead(journalKey({ screen, params: ctx.params ?? {}, language: ctx.language, userId: ctx.userId }));
}

/**
 * What a route's screen is drawn with, without its data: its descriptor (made as it ships, engine/descriptor/catalog.ts), the code of its kinds and lazy field kinds,
 * its entities' schemas and checks, and the descriptors of the screens it opens with. Fetched as the route opens, and
 * ahead of it where a link to it shows (engine/screens/preload-path.ts): a module fetched twice is fetched once.
 */
export function preloadRouteCode(file: string, tab?: string | null): void {
  const entry = CATALOG.find((e) => e.file === file);
  if (!entry) return;
  shippedDescriptor(file).catch(() => undefined);
  for (const kind of entry.kinds ?? []) if (Object.hasOwn(DEFAULT_SCREENS, kind)) DEFAULT_SCREENS[kind as keyof typeof DEFAULT_SCREENS]().catch(() => undefined);
  for (const entity of entry.entities ?? []) {
    preloadEntity(entity);
    // The entity's precompiled check, which the form loads as it draws (engine/form/entity-check.ts).
    entityChecks[entity]?.().catch(() => undefined);
  }
  for (const kind of entry.widgets ?? []) if (isLazyWidget(kind)) loadWidget(kind).catch(() => undefined);
  // The draft journal, which its forms read as they open (a screen without a form leaves it open unused).
  openJournal();
  for (const source of entry.sources ?? []) (registry.optionSources as Record<string, OptionSourceDefinition>)[source]?.preload?.().catch(() => undefined);
  // The screens it draws as it opens, by screen id (its first tab's, not the ?tab= name's: that one waits for the descriptor).
  for (const id of tab ? [] : (entry.opens ?? [])) {
    try {
      shippedDescriptor(fileOfId(id)).catch(() => undefined);
    } catch {
      // A screen id naming no screen is the descriptor's mistake, which the screen reports when it draws.
    }
  }
}
