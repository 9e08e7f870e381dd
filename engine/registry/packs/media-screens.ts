import { defineScreenComponents } from '../../screens/screen-code';

/** The media pack's screen component (./media.ts), loaded when its screen opens. */
export const mediaScreens = defineScreenComponents({
  mediaLibrary: () => import('../../media/MediaLibraryScreen'),
});
