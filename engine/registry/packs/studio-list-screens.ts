import { defineScreenComponents } from '../../screens/screen-code';

/** The studio list pack's screen component (./studio-list.ts), loaded when its screen opens. */
export const studioListScreens = defineScreenComponents({
  studioList: () => import('../../studio/list/StudioListScreen'),
});
