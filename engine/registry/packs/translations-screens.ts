import { defineScreenComponents } from '../../screens/screen-code';

/** The translations pack's screen component (./translations.ts), loaded when its screen opens. */
export const translationsScreens = defineScreenComponents({
  translationOverview: () => import('../../screens/translations/TranslationOverviewScreen'),
});
