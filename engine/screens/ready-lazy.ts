import { createElement, lazy, type ComponentType } from 'react';

export type ReadyLazy<P> = ComponentType<P> & { preload(): Promise<{ default: ComponentType<P> }> };

/**
 * A component whose code loads on demand, like React's lazy, but drawn at once when its code is already here (started
 * by `preload`, as a screen opens): React's lazy suspends on its first draw whatever the state of the code, and the
 * Suspense boundary above then waits up to 300 ms before revealing, at every nested level.
 */
export function readyLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ReadyLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed load may be tried again (the next draw, or a new version after an update).
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Ready(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return Object.assign(Ready, { preload });
}
