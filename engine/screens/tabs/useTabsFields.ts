import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fileOfId, loadDescriptor } from '../../descriptor/catalog';
import { isItselfForm } from '../../descriptor/held';
import type { FormBody, TabsScreen } from '../../model/descriptor';
import { registry } from '../../registry/index';
import { fieldLabels } from '../../readiness/field-place';
import { KEEPS_EDITS } from '../../form/unsaved';
import { FOCUS_PARAM, type FieldPlace, type FieldTabs } from '../../form/field-tabs';

/**
 * The fields of each tab that shows a form, read from the tabs' descriptors once a piece asks (`want`): a screen whose
 * panel names no field of another tab loads no other tab's code as it opens. Kept apart from the screen's state: the
 * pieces that show a place (subscribe) draw again once they are read, and the tabbed editor does not (asked for as its
 * readiness panel drew, then read, they drew the whole editor twice more after it opened).
 */
export function useTabsFields(descriptor: TabsScreen): FieldTabs {
  const [, setSearch] = useSearchParams();
  const store = useMemo(() => tabsFieldsStore(descriptor), [descriptor]);
  return useMemo(
    () => ({
      find: store.find,
      want: store.want,
      subscribe: store.subscribe,
      go: (place: FieldPlace, field: string) =>
        setSearch((s) => ({ ...Object.fromEntries(s), tab: place.tab, [FOCUS_PARAM]: field }), { replace: true, state: descriptor.saves === 'together' ? KEEPS_EDITS : undefined }),
    }),
    [store, setSearch, descriptor.saves],
  );
}

/** The tabs' fields, read once on the first `want`, and who is told when they are here. */
function tabsFieldsStore(descriptor: TabsScreen) {
  let places = new Map<string, FieldPlace>();
  let asked = false;
  // Unsubscribed as they unmount: fields read after the screen closed tell no one.
  const listeners = new Set<() => void>();
  const arrived = (found: Map<string, FieldPlace>) => {
    places = found;
    for (const listener of [...listeners]) listener();
  };
  return {
    find: (field: string) => places.get(field),
    want: () => {
      if (asked) return;
      asked = true;
      Promise.all(descriptor.tabs.map(async (t) => ({ t, screen: await loadDescriptor(fileOfId(t.screen)) })))
        .then((loaded) => {
          const found = new Map<string, FieldPlace>();
          for (const { t, screen } of loaded) {
            if (!isItselfForm(screen, registry) || !('parts' in screen)) continue;
            for (const [field, label] of fieldLabels(screen as unknown as FormBody)) if (!found.has(field)) found.set(field, { tab: t.id, tabTitle: t.title, label });
          }
          arrived(found);
        })
        // A tab whose descriptor does not load says so where it is drawn; its fields are then simply not offered here.
        .catch(() => arrived(new Map()));
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
