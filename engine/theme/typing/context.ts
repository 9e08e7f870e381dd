import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { TypingBuffer } from './buffer';

/** The form's typing buffer; without one (a form that provides none) every key goes into the form at once. */
export const TypingBufferContext = createContext<TypingBuffer | null>(null);

export const useTypingBuffer = () => useContext(TypingBufferContext);

/** The box's text as typed: what it holds, else the form's value. Re-renders on each key into that box only. */
export function useTypedValue(id: string, value: unknown): unknown {
  const buffer = useTypingBuffer();
  const subscribe = useCallback((listener: () => void) => buffer?.subscribe(id, listener) ?? (() => undefined), [buffer, id]);
  // Drawn on the server (a form's first frame rendered to a string), nothing has been typed yet.
  const held = useSyncExternalStore(subscribe, () => buffer?.text(id), () => undefined);
  return held ?? value;
}
