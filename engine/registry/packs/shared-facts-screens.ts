import { defineScreenComponents } from '../../screens/screen-code';

/** The shared facts pack's screen component (./shared-facts.ts), loaded when its screen opens. */
export const sharedFactsScreens = defineScreenComponents({
  sharedFactsDrift: () => import('../../screens/facts/SharedFactsScreen'),
});
