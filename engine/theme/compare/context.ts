import { createContext, useContext } from 'react';

/** What changed in one English field since the translation was last saved, from the English record's audit. */
export interface EnglishChange {
  old?: unknown;
  new?: unknown;
  at: string;
}

/**
 * The English record beside a translation ("Compare with English", issue 18 item 3), given by the form's view
 * while the mode is on: each field's English value as a form value, the fields changed in English since this record
 * was last saved, and copying English values into the form (a change like any edit, unsaved until saved).
 */
export interface CompareState {
  english: Record<string, unknown>;
  /** Each choice field's list as the English record has it (by field name): a list per language labels English values. */
  choices: Record<string, { value: unknown; label: string }[]>;
  changed: Record<string, EnglishChange>;
  /** Whether the reader may copy a field (a role that may save, a field that is not read-only, a value it can hold). */
  canCopy(name: string): boolean;
  /**
   * Why a field the reader may change cannot take its English value: a choice this language's list does not hold (an
   * English author on a German review). Undefined where it can, or where the reader may not change the field anyway.
   */
  whyNotCopy(name: string): string | undefined;
  /** Whether the form's value of a field is other than the English one now. */
  differs(name: string): boolean;
  copy(names: string[]): void;
}

export const CompareWithEnglish = createContext<CompareState | null>(null);

export const useCompareWithEnglish = () => useContext(CompareWithEnglish);
