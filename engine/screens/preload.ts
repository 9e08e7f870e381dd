import { fileOfId, loadDescriptor } from '../descriptor/catalog';
import type { DataProvider } from '../data/provider';
import type { TemplateContext } from '../data/templates';
import type { ScreenDescriptor } from '../model/descriptor';
import { embeddedId } from '../model/parts';
import { SCREEN_MODULES } from './components';
import { preloadWidgets } from './preload-widgets';

/** What a route's screen reads with: its first read can start before its code is there. */
export interface PreloadContext extends TemplateContext {
  provider: DataProvider;
  /** The tab the address asks for (?tab=), else a tabbed screen's first. */
  tab?: string | null;
}

/** The screens a screen draws as soon as it opens: a tabbed editor's open tab, a form's embedded screens, a list of lists. */
function nestedIds(descriptor: ScreenDescriptor, tab: string | null | undefined): string[] {
  if (descriptor.kind === 'tabs') return [(descriptor.tabs.find((t) => t.id === tab) ?? descriptor.tabs[0]).screen];
  if (descriptor.kind === 'lists') return descriptor.lists;
  if (descriptor.kind === 'form') return (descriptor.embeds ?? []).map(embeddedId);
  return [];
}

/** A form's record, read now so that the form finds it read (the provider shares an identical read made a moment ago). */
function readRecord(descriptor: ScreenDescriptor, ctx: PreloadContext) {
  if (descriptor.kind !== 'form' || !descriptor.load) return;
  const id = descriptor.load.idParam && ctx.params?.[descriptor.load.idParam];
  if (descriptor.load.idParam && (id === undefined || id === '-1')) return;
  const context = { language: ctx.language, params: ctx.params };
  if (ctx.provider.prime) ctx.provider.prime(descriptor.load.call, context);
  else ctx.provider.call(descriptor.load.call, context).catch(() => undefined);
}

/**
 * Starts at once what a screen will need, instead of one lazy stage after another as each part draws: its code,
 * the descriptors and code of the screens it draws, and (given the route's context) its form's record. A failure
 * here is left for the screen to meet and report when it loads the same thing.
 */
export function preloadScreen(descriptor: ScreenDescriptor, ctx?: PreloadContext): void {
  (SCREEN_MODULES as Record<string, (() => Promise<unknown>) | undefined>)[descriptor.kind]?.().catch(() => undefined);
  preloadWidgets(descriptor);
  if (ctx) readRecord(descriptor, ctx);
  for (const id of nestedIds(descriptor, ctx?.tab)) {
    Promise.resolve()
      .then(() => loadDescriptor(fileOfId(id)))
      .then((nested) => preloadScreen(nested, ctx && { ...ctx, tab: undefined }))
      .catch(() => undefined);
  }
}
