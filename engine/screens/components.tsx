import { Callout, Spinner } from '@blueprintjs/core';
import { Suspense, lazy, type ComponentType } from 'react';
import type { ScreenDescriptor } from '../model/descriptor';
import { DEFAULT_SCREENS } from '../registry/packs/screens';
import { ScreenRendererContext, type ScreenRenderer } from './renderer';
import { readyLazy, type ReadyLazy } from './ready-lazy';
import type { ScreenComponents } from './screen-code';

type ScreenComponent = ReadyLazy<{ descriptor: any }>;

/**
 * The screen components of the packs (engine/registry/packs/screens.ts), each drawn at once when its code is already
 * here and loaded on demand otherwise (or earlier, by preload.ts, together with the screens it draws).
 */
function componentsOf(loaders: ScreenComponents): Record<string, ScreenComponent> {
  return Object.fromEntries(Object.entries(loaders).map(([name, load]) => [name, readyLazy(load)]));
}

const COMPONENTS = componentsOf(DEFAULT_SCREENS);

/**
 * Loads the code of these screen kinds. A screen drawn once its code is here never suspends: React holds back the
 * reveal of a suspended screen until 300 ms after its spinner showed, which a cold opening would otherwise wait out.
 */
export const loadScreenCode = (kinds: string[]) => Promise.all(kinds.map((kind) => (Object.hasOwn(COMPONENTS, kind) ? COMPONENTS[kind].preload() : undefined)));

function Unsupported({ name }: { name: string }) {
  return (
    <Callout intent="warning" title="Unsupported screen">
      {`The screen kind "${name}" has no component in the engine: a pack registers it with its screen components.`}
    </Callout>
  );
}

/** Draws any descriptor; an unknown kind says so, it never shows nothing. */
export function ScreenOf({ descriptor }: { descriptor: ScreenDescriptor }) {
  const Component = Object.hasOwn(COMPONENTS, descriptor.kind) ? (COMPONENTS[descriptor.kind] as ComponentType<{ descriptor: ScreenDescriptor }>) : undefined;
  if (!Component) return <Unsupported name={descriptor.kind} />;
  return (
    <ScreenRendererContext.Provider value={RENDERER}>
      <Suspense fallback={<Spinner />}>
        <Component descriptor={descriptor} />
      </Suspense>
    </ScreenRendererContext.Provider>
  );
}

/** How the screens drawn here draw others (a tab's form, one of several lists, a modal form, a bespoke component): through this map. */
const RENDERER: ScreenRenderer = {
  Screen: ScreenOf,
  ModalForm: lazy(() => import('./ModalFormScreen')),
  componentOf: (name) => (Object.hasOwn(COMPONENTS, name) ? COMPONENTS[name] : undefined),
};
