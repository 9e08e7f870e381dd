import { Callout, Spinner } from '@blueprintjs/core';
import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CustomScreen, ScreenDescriptor } from '../model/descriptor';
import type { BespokeName, Registry } from '../registry/index';
import { ScreenFrame } from './frame/ScreenFrame';
import { ScreenRendererContext, type ScreenRenderer } from './renderer';

/** The screen kinds that are kinds of their own, and the bespoke components a `custom` screen names. */
type OwnKind = Exclude<keyof Registry['screenKinds'], BespokeName>;
type DescriptorOf<K> = K extends ScreenDescriptor['kind'] ? Extract<ScreenDescriptor, { kind: K }> : ScreenDescriptor;
type ScreenComponent<D> = LazyExoticComponent<ComponentType<{ descriptor: D }>>;

/**
 * The one map from screen kind to component, and from bespoke name to component (browser only). The
 * mapped types make the compiler demand a component for every registered name; each loads on demand (or
 * earlier, by preload.ts, together with the screens it draws).
 */
export const SCREEN_MODULES = {
  hub: () => import('./HubScreen'),
  'tiles-log': () => import('./TilesLogScreen'),
  list: () => import('./ListScreen'),
  form: () => import('./FormScreen'),
  tabs: () => import('./TabsScreen'),
  lists: () => import('./ListsScreen'),
  custom: () => Promise.resolve({ default: BespokeScreen }),
};

export const SCREEN_COMPONENTS: { [K in Exclude<OwnKind, 'modal-form'>]: ScreenComponent<DescriptorOf<K>> } = {
  hub: lazy(SCREEN_MODULES.hub),
  'tiles-log': lazy(SCREEN_MODULES['tiles-log']),
  list: lazy(SCREEN_MODULES.list),
  form: lazy(SCREEN_MODULES.form),
  tabs: lazy(SCREEN_MODULES.tabs),
  lists: lazy(SCREEN_MODULES.lists),
  custom: lazy(SCREEN_MODULES.custom),
};

export const BESPOKE_COMPONENTS: { [K in BespokeName]: ScreenComponent<CustomScreen> } = {
  auditLog: lazy(() => import('./AuditLogScreen')),
  mediaLibrary: lazy(() => import('../media/MediaLibraryScreen')),
  translationOverview: lazy(() => import('./translations/TranslationOverviewScreen')),
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
