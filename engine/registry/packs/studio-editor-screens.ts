import { defineScreenComponents } from '../../screens/screen-code';

/** The studio editor pack's screen component (./studio-editor.ts), loaded when its screen opens. */
export const studioEditorScreens = defineScreenComponents({
  studioScreen: () => import('../../studio/editor/StudioScreen'),
});
