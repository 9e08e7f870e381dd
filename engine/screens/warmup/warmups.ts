import { useSyncExternalStore } from 'react';

/** A screen to draw hidden once (ScreenWarmups): the address it opens at, and the one the app was at when it was asked. */
export interface Warmup {
  address: string;
  /** The app's path as the warm-up was asked: once the app moves elsewhere it is dropped. */
  from: string;
}

let warmups: readonly Warmup[] = [];
const listeners = new Set<() => void>();
const changed = (next: readonly Warmup[]) => {
  warmups = next;
  listeners.forEach((listener) => listener());
};

/** Asks for a screen to be drawn hidden, once: an address already asked for is not asked again. */
export function requestWarmup(warmup: Warmup): void {
  if (!warmups.some((w) => w.address === warmup.address)) changed([...warmups, warmup]);
}

/** The warm-up of this address is done (or no longer wanted). */
export function endWarmup(address: string): void {
  if (warmups.some((w) => w.address === address)) changed(warmups.filter((w) => w.address !== address));
}

/** The warm-ups asked for while the app was elsewhere than `here` end. */
export function endWarmupsNotFrom(here: string): void {
  if (warmups.some((w) => w.from !== here)) changed(warmups.filter((w) => w.from === here));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => warmups;

/** The warm-ups asked for now. */
export const useWarmups = (): readonly Warmup[] => useSyncExternalStore(subscribe, current, current);
