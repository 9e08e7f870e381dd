import { createContext, useContext } from 'react';
import type { MemoryMark } from './marks';

/**
 * The "from memory: check" marks of the form drawn (useMemoryChecks): each field's mark while its value is still the
 * one the memory filled, and confirming it. The field piece (MemoryCheckTag) reads its own field's.
 */
export interface MemoryChecksState {
  marks: Record<string, MemoryMark>;
  /** Whether the editor may confirm (a role that may save the record). */
  canConfirm: boolean;
  /** The field whose confirmation is on its way. */
  confirming: string | null;
  confirm(field: string): void;
}

export const MemoryChecks = createContext<MemoryChecksState | null>(null);

export const useMemoryChecksHere = () => useContext(MemoryChecks);
