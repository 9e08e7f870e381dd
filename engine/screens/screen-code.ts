import type { ComponentType } from 'react';

/** A screen kind's component, loaded on demand: a screen fetches only its own kind's code. */
export type ScreenComponentLoader = () => Promise<{ default: ComponentType<{ descriptor: any }> }>;

/** The browser half of a pack: the component of each screen kind (and bespoke component) it registers, by the same name. */
export type ScreenComponents = Record<string, ScreenComponentLoader>;

/** Fixes the type of a pack's screen components; the names stay known to the compiler. */
export const defineScreenComponents = <const T extends ScreenComponents>(components: T) => components;
