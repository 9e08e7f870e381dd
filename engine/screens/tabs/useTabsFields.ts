import { useEffect, useMemo, useState } from 'react';
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
 * panel names no field of another tab loads no other tab's code as it opens.
 */
export function useTabsFields(descriptor: TabsScreen): FieldTabs {
  const [places, setPlaces] = useState<Map<string, FieldPlace>>(new Map());
  const [wanted, setWanted] = useState(false);
  const [, setSearch] = useSearchParams();
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    Promise.all(descriptor.tabs.map(async (t) => ({ t, screen: await loadDescriptor(fileOfId(t.screen)) })))
      .then((loaded) => {
        const found = new Map<string, FieldPlace>();
        for (const { t, screen } of loaded) {
          if (!isItselfForm(screen, registry) || !('parts' in screen)) continue;
          for (const [field, label] of fieldLabels(screen as unknown as FormBody)) if (!found.has(field)) found.set(field, { tab: t.id, tabTitle: t.title, label });
        }
        if (live) setPlaces(found);
      })
      // A tab whose descriptor does not load says so where it is drawn; its fields are then simply not offered here.
      .catch(() => live && setPlaces(new Map()));
    return () => {
      live = false;
    };
  }, [descriptor, wanted]);
  return useMemo(() => ({
    find: (field: string) => places.get(field),
    want: () => setWanted(true),
    go: (place: FieldPlace, field: string) =>
      setSearch((s) => ({ ...Object.fromEntries(s), tab: place.tab, [FOCUS_PARAM]: field }), { replace: true, state: descriptor.saves === 'together' ? KEEPS_EDITS : undefined }),
  }), [places, setSearch, descriptor.saves]);
}
