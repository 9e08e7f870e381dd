import type { ScreenDescriptor } from '../model/descriptor';
import { registry as appRegistry, type AnyRegistry, type OpeningRead } from '../registry/index';
import { entitiesNamed } from './entities';
import { openingOf } from './opening';
import { widgetsOf } from './widget-kinds';
import { formsOf } from './held';
import { sourcesOf } from '../registry/choice-sources';

export type { OpeningRead } from '../registry/index';

/**
 * Reads of the same call (and, for one made once a record is here, the same record read) made once: made whenever
 * any of them would be. A read limited to an id in the address (`idParam`, none for -1) or to the first tab stays so
 * only where every one of them is.
 */
function onceEach(reads: OpeningRead[]): OpeningRead[] {
  const byCall = new Map<string, OpeningRead>();
  for (const read of reads) {
    const key = JSON.stringify([read.call, read.record?.call ?? null]);
    const was = byCall.get(key);
    if (!was) {
      byCall.set(key, read);
      continue;
    }
    const { idParam, firstTab, ...rest } = was;
    byCall.set(key, { ...rest, ...(idParam && idParam === read.idParam && { idParam }), ...(firstTab && read.firstTab && { firstTab }) });
  }
  return [...byCall.values()];
}

/**
 * What the screen index keeps of a descriptor so that its route, as it opens, fetches at once what it will draw,
 * in one wave with the descriptor itself (engine/screens/preload-route.ts): the screen kinds of it and of the screens
 * it draws, the entity schemas their forms are bound to, the field kinds and option sources with code of their own
 * they draw, and the records they read, as
 * their kinds declare them (./opening.ts). A tabbed screen opens on its first tab unless the address names another:
 * what that tab's screen reads is marked so.
 */
export function openingIndex(
  descriptor: ScreenDescriptor,
  byId: ReadonlyMap<string, ScreenDescriptor>,
  registry: AnyRegistry = appRegistry,
): { kinds: string[]; entities: string[]; widgets: string[]; sources?: string[]; reads: OpeningRead[]; opens?: string[] } {
  const opening = openingOf(descriptor, registry);
  const drawn = opening.screens.flatMap((id) => (byId.has(id) ? [{ id, descriptor: byId.get(id)! }] : []));
  const reads = [
    ...opening.reads,
    ...drawn.flatMap(({ id, descriptor: inner }) => openingOf(inner, registry).reads.map((read) => (id === opening.tab ? { ...read, firstTab: true } : read))),
  ];
  const screens = [descriptor, ...drawn.map((d) => d.descriptor)];
  // The option sources their forms draw that bring code of their own on first use.
  const sources = [
    ...new Set(screens.flatMap((d) => formsOf(d, registry).flatMap(({ body }) => sourcesOf(body.parts, registry).map(({ options }) => options.from)))),
  ].filter((from) => registry.optionSources[from]?.preload);
  return {
    kinds: [...new Set(screens.map((d) => d.kind))],
    entities: [...new Set(screens.flatMap((d) => entitiesNamed(d, registry)))],
    widgets: [...widgetsOf(screens, new Set())],
    ...(sources.length > 0 && { sources }),
    // The first tab's read is often the header's own (a review by its id): kept once.
    reads: onceEach(reads),
    // The screens drawn as it opens without a ?tab=, whose descriptors come with its own.
    ...(opening.screens.length > 0 && { opens: opening.screens }),
  };
}
