/** The browser side of the registry: components by screen kind and by bespoke name (engine/registry/components.tsx). */
export { BESPOKE_COMPONENTS, SCREEN_COMPONENTS, ScreenOf } from './registry/components';
