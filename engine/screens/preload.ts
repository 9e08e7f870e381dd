import { fileOfId, loadDescriptor } from '../descriptor/catalog';
import type { DataProvider } from '../data/provider';
import { waitsForRecord, type TemplateContext } from '../data/templates';
import type { CallSpec } from '../model/descriptor';
import { pickedRecord } from '../../shared/picked-record';
import { openingOf } from '../descriptor/opening';
import type { ScreenDescriptor } from '../model/descriptor';
import { registry as appRegistry, type AnyRegistry, type OpeningRead } from '../registry/index';
import { DEFAULT_SCREENS } from '../registry/packs/screens';
import { preloadWidgets } from './preload-widgets';
import type { ScreenComponents } from './screen-code';

/** What a route's screen reads with: its first read can start before its code is there. */
export interface PreloadContext extends TemplateContext {
  provider: DataProvider;
  /** The tab the address asks for (?tab=), else a tabbed screen's first. */
  tab?: string | null;
  /** Who is signed in: the drafts their forms kept are read with the record (preload-route.ts). */
  userId?: number | string;
}

/** The kinds a screen is drawn by: their definitions and their components (the app's unless a test gives its own). */
export interface ScreenKinds {
  registry: AnyRegistry;
  screens: ScreenComponents;
  /** Loads a descriptor by its screen id. */
  load(id: string): Promise<ScreenDescriptor>;
}

const APP_KINDS: ScreenKinds = { registry: appRegistry, screens: DEFAULT_SCREENS, load: (id) => loadDescriptor(fileOfId(id)) };

/**
 * A record, read now so that the screen finds it read (the provider shares an identical read made a moment ago).
 * Settles, never failing, once it is answered: a read naming the record once that one is made and answered too.
 */
export function startRead(read: OpeningRead, ctx: PreloadContext): Promise<void> {
  const id = read.idParam && ctx.params?.[read.idParam];
  if (read.idParam && (id === undefined || id === '-1')) return Promise.resolve();
  const context = { language: ctx.language, params: ctx.params };
  if (!read.record) return prime(read.call, context, ctx.provider);
  // What the record names is read once it is here: the record's read is the one the opening made (shared).
  return ctx.provider.call<unknown>(read.record.call, context).then(
    (answer) => {
      const record = pickedRecord(answer, read.record!.pick);
      return record && !waitsForRecord(read.call, record) ? prime(read.call, { ...context, record }, ctx.provider) : undefined;
    },
    () => undefined,
  );
}

/**
 * Once a route's reads have been answered (or failed), or `within` ms have passed: a screen that waits for this before
 * it first draws draws its records in that pass, rather than its frame and a spinner first and its fields a few passes
 * later; on a slow network it draws with its spinner after `within`. The reads are made ahead (startRead), so that the
 * screen's own reads share them; the first tab's only where the address opens no other tab.
 */
export function readsAnswered(reads: OpeningRead[], ctx: PreloadContext, within: number): Promise<void> {
  const answered = reads.filter((read) => !(read.firstTab && ctx.tab)).map((read) => startRead(read, ctx));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, within)));
  return Promise.race([Promise.all(answered).then(() => undefined), late]).finally(() => clearTimeout(timer));
}

/** A read made ahead; settles, never failing, once answered. */
function prime(call: CallSpec, context: TemplateContext, provider: DataProvider): Promise<void> {
  if (provider.prime) return provider.prime(call, context);
  return provider.call(call, context).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Starts at once what a screen will need, instead of one lazy stage after another as each part draws: its code,
 * the descriptors and code of the screens it draws, and (given the route's context) the records it reads, as its kind
 * declares them (engine/descriptor/opening.ts). A failure here is left for the screen to meet and report when it
 * loads the same thing.
 */
export function preloadScreen(descriptor: ScreenDescriptor, ctx?: PreloadContext, kinds: ScreenKinds = APP_KINDS): void {
  if (Object.hasOwn(kinds.screens, descriptor.kind)) kinds.screens[descriptor.kind]().catch(() => undefined);
  preloadWidgets(descriptor, kinds.registry);
  const opening = openingOf(descriptor, kinds.registry, ctx?.tab);
  if (ctx) for (const read of opening.reads) startRead(read, ctx);
  for (const id of opening.screens) {
    Promise.resolve()
      .then(() => kinds.load(id))
      .then((nested) => preloadScreen(nested, ctx && { ...ctx, tab: undefined }, kinds))
      .catch(() => undefined);
  }
}
