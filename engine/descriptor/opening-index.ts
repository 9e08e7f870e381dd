import type { CallSpec, ScreenDescriptor } from '../model/descriptor';
import { embeddedId } from '../model/parts';
import { entitiesNamed } from './entities';
import { widgetsOf } from './widget-kinds';

/** The screens a screen draws as soon as it opens: its first tab's screen (the others when opened), a form's embedded lists, a list of lists. */
function drawnIds(descriptor: ScreenDescriptor): string[] {
  if (descriptor.kind === 'tabs') return [descriptor.tabs[0].screen];
  if (descriptor.kind === 'lists') return descriptor.lists;
  if (descriptor.kind === 'form') return (descriptor.embeds ?? []).map(embeddedId);
  return [];
}

/** The record a screen reads as it opens: a form's load, a tabbed screen's header (none while its id is -1). */
export interface OpeningRead {
  call: CallSpec;
  idParam?: string;
  /** Made by the first tab's form: not when the address opens another tab. */
  firstTab?: boolean;
}

function readOf(descriptor: ScreenDescriptor): OpeningRead[] {
  if (descriptor.kind === 'form' && descriptor.load) return [{ call: descriptor.load.call, idParam: descriptor.load.idParam }];
  if (descriptor.kind === 'tabs' && descriptor.header?.load) return [{ call: descriptor.header.load, idParam: descriptor.idParam }];
  return [];
}


/**
 * What the screen index keeps of a descriptor so that its route, as it opens, fetches at once what it will draw,
 * in one wave with the descriptor itself (engine/screens/preload-route.ts): the screen kinds of it and of the screens
 * it draws, the entity schemas their forms are bound to, the field kinds they draw, and the record it reads (the
 * first tab's too: a tabbed screen opens on it unless the address names another).
 */
export function openingIndex(
  descriptor: ScreenDescriptor,
  byId: ReadonlyMap<string, ScreenDescriptor>,
): { kinds: string[]; entities: string[]; widgets: string[]; reads: OpeningRead[] } {
  const drawn = [descriptor, ...drawnIds(descriptor).flatMap((id) => byId.get(id) ?? [])];
  const firstTab = descriptor.kind === 'tabs' ? byId.get(descriptor.tabs[0].screen) : undefined;
  const reads = [...readOf(descriptor), ...(firstTab ? readOf(firstTab).map((read) => ({ ...read, firstTab: true })) : [])];
  return {
    kinds: [...new Set(drawn.map((d) => d.kind))],
    entities: [...new Set(drawn.flatMap((d) => entitiesNamed(d)))],
    widgets: [...widgetsOf(drawn, new Set())],
    // The first tab's read is often the header's own (a review by its id): kept once.
    reads: reads.filter((read, i) => reads.findIndex((r) => JSON.stringify(r.call) === JSON.stringify(read.call) && r.idParam === read.idParam) === i),
  };
}
