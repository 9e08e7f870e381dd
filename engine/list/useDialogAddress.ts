import { useLocation, useSearchParams } from 'react-router-dom';
import { registry } from '../registry/index';
import type { PartKindDefinition } from '../registry/define';

/** The address parameters that the registered part kinds keep while a record is being added. */
const DIALOG_PARAMS: string[] = Object.values(registry.partKinds as Record<string, PartKindDefinition>).flatMap((kind) => kind.addressParams ?? []);

/**
 * What a part of an Add dialog put in the address (the English record a translation is made from) belongs to
 * that dialog: once it closes, saved or cancelled, the parameters leave, so the next Add starts clean.
 */
export function useDialogAddress(): () => void {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  return () => {
    // A dialog that saved may have gone on to the new record's page: that address is not the list's to change.
    if (window.location.pathname !== pathname || !DIALOG_PARAMS.some((p) => search.has(p))) return;
    setSearch(new URLSearchParams([...search].filter(([key]) => !DIALOG_PARAMS.includes(key))), { replace: true });
  };
}
