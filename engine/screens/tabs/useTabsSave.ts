import { useCallback, useMemo, useRef, useState } from 'react';
import type { TabsScreen } from '../../model/descriptor';
import type { TabForm, TabSlot } from '../../form/saves-together';
import { useScreenRouteGuard } from '../../form/unsaved';
import { notify } from '../../notices';
import { saveChangedTabs } from './save-changed-tabs';

/**
 * Which part of the record a failed save stopped at, after that tab's own notice (the specification's words and the
 * server's reason): "CONTENT was not saved, nor FAQ after it; their edits are kept."
 */
export function notSavedNotice(failed: string, notSaved: string[]): string {
  if (!notSaved.length) return `${failed} was not saved; its edits are kept.`;
  return `${failed} was not saved, nor ${notSaved.join(' and ')} after it; their edits are kept.`;
}

/** "Unsaved changes in 2 tabs". */
export const unsavedTabsLabel = (count: number) => `Unsaved changes in ${count} ${count === 1 ? 'tab' : 'tabs'}`;

/**
 * The one save of a tabs screen that saves together: a slot per tab where its form registers, which tabs hold edits,
 * the save of them all (in the tabs' order, stopping at a failure, whose tab is then opened), and the guard asking
 * before the editor leaves the screen with edits in any tab. `open` shows a tab.
 */
export function useTabsSave(descriptor: TabsScreen, openTab: string, open: (tab: string) => void, knownLabels: () => Record<string, string> = () => ({})) {
  const together = descriptor.saves === 'together';
  const forms = useRef(new Map<string, TabForm>());
  const [dirtyTabs, setDirtyTabs] = useState<Record<string, boolean>>({});
  // Known from the tabs' descriptors where they are made (./known-labels.ts): a form registering the same label draws nothing again.
  const [labels, setLabels] = useState<Record<string, string>>(knownLabels);
  const [saving, setSaving] = useState(false);
  const slots = useMemo(
    () =>
      Object.fromEntries(
        descriptor.tabs.map((tab): [string, TabSlot] => [
          tab.id,
          {
            register: (form) => {
              if (form) forms.current.set(tab.id, form);
              else forms.current.delete(tab.id);
              setLabels((now) => (form && now[tab.id] !== form.label ? { ...now, [tab.id]: form.label } : now));
            },
            changed: (dirty) => setDirtyTabs((now) => (!!now[tab.id] === dirty ? now : { ...now, [tab.id]: dirty })),
          },
        ]),
      ),
    [descriptor],
  );
  const changedCount = descriptor.tabs.filter((tab) => dirtyTabs[tab.id]).length;
  // The tabs' forms leave the route to this guard: moving between tabs keeps their edits, leaving the screen asks.
  useScreenRouteGuard(together);

  const busy = useRef(false);
  /** The tabs saved while the screen has been open: a tab saving later may find their record moved on. */
  const savedBefore = useRef(new Set<string>());
  const save = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      const titled = new Map(descriptor.tabs.map((tab) => [tab.id, tab.title]));
      const tabs = descriptor.tabs.flatMap((tab) => {
        const form = forms.current.get(tab.id);
        return form ? [{ id: tab.id, title: tab.title, form }] : [];
      });
      const outcome = await saveChangedTabs(tabs, { open: openTab, savedBefore: savedBefore.current });
      for (const id of outcome.saved) savedBefore.current.add(id);
      if (outcome.failed === undefined) return;
      // The failed tab's own notice said what went wrong; the editor is taken to it, with its fields marked.
      open(outcome.failed);
      void notify(notSavedNotice(titled.get(outcome.failed)!, outcome.notSaved.map((id) => titled.get(id)!)), 'warning');
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, [descriptor, open, openTab]);

  /** The Save's words while a tab is open: its form's own ("Save content" on CONTENT, as the specification names it). */
  const labelOf = (tab: string) => labels[tab] ?? 'Save';
  return { together, slots, dirtyTabs, changedCount, saving, save, labelOf };
}
