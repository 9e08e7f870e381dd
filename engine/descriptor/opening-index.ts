import type { ScreenDescriptor } from '../model/descriptor';
import { embeddedId } from '../model/parts';
import { entitiesNamed } from './entities';

/** The screens a screen draws as soon as it opens: its tabs' screens, a form's embedded lists, a list of lists. */
function drawnIds(descriptor: ScreenDescriptor): string[] {
  if (descriptor.kind === 'tabs') return descriptor.tabs.map((tab) => tab.screen);
  if (descriptor.kind === 'lists') return descriptor.lists;
  if (descriptor.kind === 'form') return (descriptor.embeds ?? []).map(embeddedId);
  return [];
}

/**
 * What the screen index keeps of a descriptor so that its route, as it opens, fetches at once what it will draw,
 * in one wave with the descriptor itself (engine/screens/preload-route.ts): the screen kinds of it and of the screens
 * it draws, and the entity schemas their forms are bound to.
 */
export function openingIndex(descriptor: ScreenDescriptor, byId: ReadonlyMap<string, ScreenDescriptor>): { kinds: string[]; entities: string[] } {
  const drawn = [descriptor, ...drawnIds(descriptor).flatMap((id) => byId.get(id) ?? [])];
  return {
    kinds: [...new Set(drawn.map((d) => d.kind))],
    entities: [...new Set(drawn.flatMap((d) => entitiesNamed(d)))],
  };
}
