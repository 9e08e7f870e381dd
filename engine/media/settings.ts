import type { Notice } from '../model/descriptor';
import library from '../../screens/media/media-library.json';

export type MediaNoticeName = 'uploaded' | 'saved' | 'saveFailed' | 'deletedOne' | 'deletedMany' | 'copied' | 'captionCopied' | 'waitForUpload' | 'listFailed';

/** What the media library's descriptor (screens/media/media-library.json, `props`) lets an editor of the screen change. */
export interface MediaSettings {
  /** The language and shared folders, in the selector's order. */
  folders: string[];
  /** The featured-image folders inside each language folder. */
  secondaryFolders: string[];
  /** Folders that have no secondary folders (logos, users). */
  foldersWithoutSecondary: string[];
  pageSizes: number[];
  defaultPageSize: number;
  /** deleteFailed is optional: the specification only logs a failed delete, which then shows the generic notice. */
  notices: Record<MediaNoticeName, Notice> & { deleteFailed?: Notice };
}

/** The picker in forms uses the library screen's own settings, so the two never disagree. */
export const LIBRARY_SETTINGS = library.props as MediaSettings;

/** The folder the listing asks for: "EN", "EN/BLOG_FEATURED_IMAGES", "LOGOS". */
export const folderPath = (folder: string, secondary: string) => (secondary ? `${folder}/${secondary}` : folder);

export const hasSecondary = (settings: MediaSettings, folder: string) => !settings.foldersWithoutSecondary.includes(folder);
