/** A file of the media library as every listing, the upload and the deletes answer it. */
export interface MediaFile {
  /** The key without its language folder ("cover.png", "BLOG_FEATURED_IMAGES/cover.png", "LOGOS/mintos.png"). */
  name: string;
  key: string;
  url: string;
  size: number;
  lastModified: string;
  width: number | null;
  height: number | null;
  /** null when the file has no thumbnail: the file itself is shown. */
  thumbnailUrl: string | null;
  /** null when the file has no image info yet (saving creates it). */
  imageId: number | null;
  altText: string;
  caption: string;
}

export interface FolderSummary {
  folder: string;
  languageId: number | null;
  files: number;
  missingAltText: number;
}

export interface MediaUse {
  dataType: string;
  languageId: number | null;
  id: number;
  title: string;
  field: string;
  path: string | null;
}

export interface MediaUsage {
  key: string;
  /** The uses in records the user may read. */
  uses: MediaUse[];
  /** The uses in records the user may not read: counted, never named. */
  hiddenUses: number;
}

export interface MediaQuery {
  /** "EN", "EN/BLOG_FEATURED_IMAGES", "LOGOS". */
  folder: string;
  search: string;
  missingAlt: boolean;
  page: number;
  pageSize: number;
}

export interface MediaPage {
  files: MediaFile[];
  total: number;
}

export interface ImageTexts {
  altText: string;
  caption: string;
}

/** Every call the media library makes (first document, section 7, Media), built from the data provider. */
export interface MediaApi {
  list(query: MediaQuery): Promise<MediaPage>;
  folders(): Promise<FolderSummary[]>;
  usage(keys: string[]): Promise<MediaUsage[]>;
  /** One file in its own request; `onProgress` gets the share sent, 0 to 1. */
  upload(folder: string, file: File, onProgress: (fraction: number) => void): Promise<MediaFile[]>;
  remove(keys: string[]): Promise<void>;
  /** Creates the file's image info when it has none, else updates it; answers the file with its new texts. */
  saveInfo(file: MediaFile, texts: ImageTexts): Promise<MediaFile>;
  /** The file's image info, as the spec fetches it when an image is chosen. */
  info(file: MediaFile): Promise<ImageTexts>;
}
