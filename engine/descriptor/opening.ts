import type { ScreenDescriptor } from '../model/descriptor';
import { embeddedId } from '../model/parts';
import type { AnyRegistry, OpeningRead, TabOf } from '../registry/define';
import { formsOf } from './held';
import { formOpeningReads } from './form-reads';

/** What a screen draws and reads as it opens. */
export interface OpeningOf {
  /** The screens it draws inside itself at once: the open tab's, its own, its forms' embedded ones. */
  screens: string[];
  /** The screen under the open tab, when its kind has tabs. */
  tab?: string;
  /** The records it reads itself and its forms read, with what their records name and their choice lists (./form-reads.ts). */
  reads: OpeningRead[];
}

/** The tabs a screen shows one at a time, as its kind declares them; none for a kind without tabs. */
export const tabsOf = (descriptor: ScreenDescriptor, registry: AnyRegistry): TabOf[] => registry.screenKinds[descriptor.kind]?.opens?.tabs?.(descriptor) ?? [];

/**
 * What a screen draws and reads as it opens, as its kind's definition declares it (`opens`) and the forms it holds
 * add: the one piece behind the screen index (opening-index.ts) and the preload (engine/screens/preload.ts).
 * `tab` is the address's ?tab=: the tab it names opens, else the first.
 */
export function openingOf(descriptor: ScreenDescriptor, registry: AnyRegistry, tab?: string | null): OpeningOf {
  const opens = registry.screenKinds[descriptor.kind]?.opens;
  const tabs = tabsOf(descriptor, registry);
  const open = (tabs.find((t) => t.id === tab) ?? tabs[0])?.screen;
  const forms = opens?.formsOpenLater ? [] : formsOf(descriptor, registry).map(({ body }) => body);
  return {
    screens: [...(open ? [open] : []), ...(opens?.screens?.(descriptor) ?? []), ...forms.flatMap((form) => (form.embeds ?? []).map(embeddedId))],
    tab: open,
    reads: [...forms.flatMap((form) => formOpeningReads(form, registry)), ...(opens?.reads?.(descriptor) ?? [])],
  };
}
