import type { ScreenDescriptor } from '../model/descriptor';
import { registry as appRegistry, type AnyRegistry, type OpeningRead } from '../registry/index';
import { entitiesNamed } from './entities';
import { openingOf } from './opening';
import { widgetsOf } from './widget-kinds';
import { formsOf } from './held';
import { sourcesOf } from '../registry/choice-sources';

export type { OpeningRead } from '../registry/index';

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
    reads: reads.filter((read, i) => reads.findIndex((r) => JSON.stringify(r.call) === JSON.stringify(read.call) && r.idParam === read.idParam) === i),
    // The screens drawn as it opens without a ?tab=, whose descriptors come with its own.
    ...(opening.screens.length > 0 && { opens: opening.screens }),
  };
}
