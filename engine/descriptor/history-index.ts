import type { ScreenDescriptor } from '../model/descriptor';
import { registry as appRegistry, type AnyRegistry } from '../registry/index';
import { tabsOf } from './opening';

/**
 * What the screen index keeps of a descriptor for the history and the audit log: the record type a form edits, and
 * the screens opened on its route whose records' history it shows, as its kind declares them (its tabs' by default).
 */
export function historyIndex(descriptor: ScreenDescriptor, registry: AnyRegistry = appRegistry): { history?: string; tabs?: string[] } {
  if ('history' in descriptor && typeof descriptor.history === 'string') return { history: descriptor.history };
  const definition = registry.screenKinds[descriptor.kind];
  const screens = definition?.history?.(descriptor) ?? (definition?.opens?.tabs ? tabsOf(descriptor, registry).map((tab) => tab.screen) : undefined);
  return screens ? { tabs: screens } : {};
}
