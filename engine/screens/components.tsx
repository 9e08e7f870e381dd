import { Callout, Spinner } from '@blueprintjs/core';
import { Suspense, lazy, type ComponentType } from 'react';
import type { CustomScreen, ScreenDescriptor } from '../model/descriptor';
import type { BespokeName, Registry } from '../registry/index';
import { ScreenFrame } from './frame/ScreenFrame';
import { ScreenRendererContext, type ScreenRenderer } from './renderer';
import { readyLazy } from './ready-lazy';

/** The screen kinds that are kinds of their own, and the bespoke components a `custom` screen names. */
type OwnKind = Exclude<keyof Registry['screenKinds'], BespokeName>;
type DescriptorOf<K> = K extends ScreenDescriptor['kind'] ? Extract<ScreenDescriptor, { kind: K }> : ScreenDescriptor;
type ScreenComponent<D> = ComponentType<{ descriptor: D }>;

/**
 * The one map from screen kind to component, and from bespoke name to component (browser only). The
 * mapped types make the compiler demand a component for every registered name; each loads on demand (or
 * earlier, by preload.ts, together with the screens it draws).
 */
const COMPONENTS = {
  hub: readyLazy(() => import('./HubScreen')),
  'tiles-log': readyLazy(() => import('./TilesLogScreen')),
  list: readyLazy(() => import('./ListScreen')),
  form: readyLazy(() => import('./FormScreen')),
  tabs: readyLazy(() => import('./TabsScreen')),
  lists: readyLazy(() => import('./ListsScreen')),
  studioScreen: readyLazy(() => import('../studio/editor/StudioScreen')),
};

export const SCREEN_COMPONENTS: { [K in Exclude<OwnKind, 'modal-form'>]: ScreenComponent<DescriptorOf<K>> } = {
  ...COMPONENTS,
  custom: BespokeScreen,
};

/** Each screen kind's code, started before the screen draws (preload.ts): the screen then draws without suspending. */
export const SCREEN_MODULES: Record<string, () => Promise<unknown>> = Object.fromEntries(
  Object.entries(COMPONENTS).map(([kind, component]) => [kind, component.preload]),
);

/**
 * Loads the code of these screen kinds. A screen drawn once its code is here never suspends: React holds back the
 * reveal of a suspended screen until 300 ms after its spinner showed, which a cold opening would otherwise wait out.
 */
export const loadScreenCode = (kinds: string[]) => Promise.all(kinds.map((kind) => SCREEN_MODULES[kind]?.()));

export const BESPOKE_COMPONENTS: { [K in BespokeName]: ScreenComponent<CustomScreen> } = {
  auditLog: lazy(() => import('./AuditLogScreen')),
  mediaLibrary: lazy(() => import('../media/MediaLibraryScreen')),
  sharedFactsDrift: lazy(() => import('./facts/SharedFactsScreen')),
  translationOverview: lazy(() => import('./translations/TranslationOverviewScreen')),
  studioList: lazy(() => import('../studio/list/StudioListScreen')),
};

function Unsupported({ what, name }: { what: string; name: string }) {
  return (
    <Callout intent="warning" title="Unsupported screen">
      {`The ${what} "${name}" has no component in the engine (engine/screens/components.tsx).`}
    </Callout>
  );
}

/** A bespoke component in the frame every screen has: it draws what is below the title. */
function BespokeScreen({ descriptor }: { descriptor: CustomScreen }) {
  const Component = (BESPOKE_COMPONENTS as Record<string, ScreenComponent<CustomScreen>>)[descriptor.component];
  if (!Component) return <Unsupported what="bespoke screen" name={descriptor.component} />;
  return (
    <ScreenFrame title={descriptor.title} breadcrumb={descriptor.breadcrumb}>
      <Component descriptor={descriptor} />
    </ScreenFrame>
  );
}

/** Draws any descriptor; an unknown kind says so, it never shows nothing. */
export function ScreenOf({ descriptor }: { descriptor: ScreenDescriptor }) {
  const Component = (SCREEN_COMPONENTS as Record<string, ComponentType<{ descriptor: ScreenDescriptor }>>)[descriptor.kind];
  if (!Component) return <Unsupported what="screen kind" name={descriptor.kind} />;
  return (
    <ScreenRendererContext.Provider value={RENDERER}>
      <Suspense fallback={<Spinner />}>
        <Component descriptor={descriptor} />
      </Suspense>
    </ScreenRendererContext.Provider>
  );
}

/** How the screens drawn here draw others (a tab's form, one of several lists, a modal form): through this map. */
const RENDERER: ScreenRenderer = { Screen: ScreenOf, ModalForm: lazy(() => import('./ModalFormScreen')) };
