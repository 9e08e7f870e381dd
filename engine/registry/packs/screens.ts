import type { OwnScreenKindName, BespokeName } from '../index';
import type { ScreenComponentLoader, ScreenComponents } from '../../screens/screen-code';
import { auditScreens } from './audit-screens';
import { coreScreens } from './core/screens';
import { mediaScreens } from './media-screens';
import { sharedFactsScreens } from './shared-facts-screens';
import { studioEditorScreens } from './studio-editor-screens';
import { studioListScreens } from './studio-list-screens';
import { translationsScreens } from './translations-screens';

/**
 * The browser halves of DEFAULT_PACKS (./index.ts): each pack's screen components, by the names its definitions
 * register. Kept apart from the registry, which the server and the build read in Node without React. The type makes
 * the compiler demand a component for every registered screen kind and bespoke component.
 */
export const DEFAULT_SCREENS: { [K in OwnScreenKindName | BespokeName]: ScreenComponentLoader } & ScreenComponents = {
  ...coreScreens,
  ...mediaScreens,
  ...auditScreens,
  ...sharedFactsScreens,
  ...translationsScreens,
  ...studioListScreens,
  ...studioEditorScreens,
};
