import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_INTERVAL_MS, discardDraft, readDraft, saveDraft, type Draft } from './richtext-draft';

/**
 * Autosaves the editor's HTML every 30 s while it differs from what was loaded, and offers back a draft
 * kept from an earlier visit (still within its 2 minutes) when it differs from the loaded content.
 */
export function useRichTextDraft(key: string, value: string, enabled: boolean, apply: (html: string) => void) {
  const storage = typeof window === 'undefined' ? null : window.localStorage;
  const latest = useRef(value);
  latest.current = value;
  const loaded = useRef(value);
  const [offer, setOffer] = useState<Draft | null>(() => {
    if (!enabled || !storage) return null;
    const draft = readDraft(storage, key, Date.now());
    if (draft && draft.html === value) discardDraft(storage, key);
    return draft && draft.html !== value ? draft : null;
  });

  useEffect(() => {
    if (!enabled || !storage) return;
    const timer = setInterval(() => {
      if (latest.current !== loaded.current) saveDraft(storage, key, latest.current, Date.now());
    }, AUTOSAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enabled, key, storage]);

  const restore = useCallback(() => {
    if (!offer || !storage) return;
    discardDraft(storage, key);
    setOffer(null);
    apply(offer.html);
  }, [offer, storage, key, apply]);

  const discard = useCallback(() => {
    if (storage) discardDraft(storage, key);
    setOffer(null);
  }, [storage, key]);

  return { offer, restore, discard };
}
