import { createContext, useContext } from 'react';
import type { AccessSubject } from './access/can-access';
import type { DataProvider } from './data/provider';

/** What every screen gets from the shell: the data provider, who is signed in, the current language. */
export interface EngineContextValue {
  provider: DataProvider;
  subject: AccessSubject;
  language: number;
  /**
   * Makes `languageId` the screen's language, in place (the address is replaced, not added to): a record opened by
   * its address is in that language, and the shell follows it (engine/data/language-link.ts).
   */
  followLanguage?(languageId: number): void;
}

export const EngineContext = createContext<EngineContextValue | null>(null);

export function useEngine(): EngineContextValue {
  const value = useContext(EngineContext);
  if (!value) throw new Error('useEngine must be used inside <EngineContext.Provider>');
  return value;
}
