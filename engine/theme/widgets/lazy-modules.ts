import type { ComponentType } from 'react';
import { DEFAULT_LAZY_WIDGETS } from '../../registry/packs/lazy-widgets';

type WidgetModule = { default: ComponentType<any> };

// The field kinds whose code loads on first use, each pack's own (engine/registry/packs/lazy-widgets.ts).
const LOADERS = DEFAULT_LAZY_WIDGETS;

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
