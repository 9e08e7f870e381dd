import { Callout, Spinner } from '@blueprintjs/core';
import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenDescriptor, ScreenKind } from './descriptor/types';

type ScreenComponent<K extends ScreenKind> = LazyExoticComponent<ComponentType<{ descriptor: Extract<ScreenDescriptor, { kind: K }> }>>;

/**
 * The one map from screen kind to component. The mapped type makes the compiler demand a component
 * for every kind; each is loaded on demand, so a screen ships only what it uses.
 */
export const SCREEN_KINDS: { [K in Exclude<ScreenKind, 'modal-form'>]: ScreenComponent<K> } = {
  hub: lazy(() => import('./screens/HubScreen')),
  'tiles-log': lazy(() => import('./screens/TilesLogScreen')),
  list: lazy(() => import('./screens/ListScreen')),
  form: lazy(() => import('./screens/FormScreen')),
  tabs: lazy(() => import('./screens/TabsScreen')),
};

/** Draws any descriptor; an unknown kind says so, it never shows nothing. */
export function ScreenOf({ descriptor }: { descriptor: ScreenDescriptor }) {
  const Component = SCREEN_KINDS[descriptor.kind as keyof typeof SCREEN_KINDS] as ComponentType<{ descriptor: ScreenDescriptor }> | undefined;
  if (!Component) {
    return (
      <Callout intent="warning" title="Unsupported screen">
        {`The screen kind "${descriptor.kind}" has no component in the engine registry (engine/registry.tsx).`}
      </Callout>
    );
  }
  return (
    <Suspense fallback={<Spinner />}>
      <Component descriptor={descriptor} />
    </Suspense>
  );
}
