import { createContext, useContext } from 'react';

/**
 * Told when a form inside a screen has saved its record, so the screen around it reads what the save changed
 * (a tabbed editor's header: 'Updated on' and the public URL follow the save without a reload).
 */
export const RecordSavedContext = createContext<(() => void) | null>(null);

/** What a form calls after each successful save; nothing listens outside such a screen. */
export const useRecordSaved = (): (() => void) => useContext(RecordSavedContext) ?? noop;

const noop = () => {};
