import type { ComponentType } from 'react';

type WidgetModule = { default: ComponentType<any> };

// The field kinds whose code brings a popover and a query list (@blueprintjs/select, @floating-ui), or the permission
// grid: loaded by the forms that draw them, started as the screen opens (engine/screens/preload.ts).
const LOADERS = {
  multiselect: () => import('./MultiSelectWidget'),
  route: () => import('./RouteWidget'),
  platform: () => import('./PlatformWidget'),
  permissions: () => import('./PermissionsWidget'),
} satisfies Record<string, () => Promise<WidgetModule>>;

export type LazyWidgetKind = keyof typeof LOADERS;

const started = new Map<LazyWidgetKind, Promise<WidgetModule>>();
const loaded = new Map<LazyWidgetKind, ComponentType<any>>();

export const isLazyWidget = (kind: string): kind is LazyWidgetKind => Object.hasOwn(LOADERS, kind);

/** Starts (once) loading a field kind's code. */
export function loadWidget(kind: LazyWidgetKind): Promise<WidgetModule> {
  let promise = started.get(kind);
  if (!promise) {
    promise = LOADERS[kind]().then((module) => {
      loaded.set(kind, module.default);
      return module;
    });
    // A failed load may be tried again (the next render, or a new version after an update).
    promise.catch(() => started.delete(kind));
    started.set(kind, promise);
  }
  return promise;
}

/** The field kind's component once its code is here, so a form drawn after that draws it at once. */
export const loadedWidget = (kind: LazyWidgetKind): ComponentType<any> | undefined => loaded.get(kind);
