import type { ScreenDescriptor } from '../model/descriptor';

/** What the screen index keeps of a descriptor for the history and the audit log: the record type a form edits, a tabbed screen's tabs. */
export function historyIndex(descriptor: ScreenDescriptor): { history?: string; tabs?: string[] } {
  if ('history' in descriptor && typeof descriptor.history === 'string') return { history: descriptor.history };
  if (descriptor.kind === 'tabs') return { tabs: descriptor.tabs.map((tab) => tab.screen) };
  return {};
}
