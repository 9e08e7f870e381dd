import { useCallback, useEffect, useMemo, useRef } from 'react';
import { dropDraft, keepDraft, readDraft, type Draft } from './draft';

type Values = Record<string, unknown>;

/**
 * Keeps a form's unsaved edits under its `draft` key while it is dirty (engine/form/draft.ts). The language and
 * version they belong to are the loaded record's, set by `restore` after each load, so a language change does
 * not file one language's edits under another.
 */
export function useFormDraft(key: string | undefined, values: Values, dirty: boolean) {
  const owner = useRef<{ language: number; version?: number } | null>(null);
  useEffect(() => {
    const at = owner.current;
    if (!key || !at) return;
    if (dirty) keepDraft(key, at.language, { version: at.version, values });
    else dropDraft(key, at.language);
  }, [key, values, dirty]);

  /** Saved or discarded: the edits are no longer a draft (also when the form is left at once). */
  const drop = useCallback(() => {
    if (key && owner.current) dropDraft(key, owner.current.language);
  }, [key]);

  /**
   * After a load: the kept draft of this language, if any. Its version is the one the edits started from, so a
   * record changed since is saved against that version and the conflict dialog shows what differs.
   */
  const restore = useCallback(
    (language: number, version: number | undefined): Draft | null => {
      const kept = key ? readDraft(key, language) : null;
      owner.current = { language, version: kept ? (kept.version ?? version) : version };
      return kept;
    },
    [key],
  );

  return useMemo(() => ({ drop, restore }), [drop, restore]);
}
