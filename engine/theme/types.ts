/**
 * Types shared by the Blueprint theme for @rjsf/core: what the engine passes through `formContext` and the
 * `ui:options` keys the widgets read.
 */

/** One image of the media gallery, as `formContext.loadImages()` answers it. */
export interface GalleryImage {
  name: string;
  url: string;
  key: string;
}

/** What the media library knows of an image beyond its file. */
export interface ImageInfo {
  altText?: string | null;
  caption?: string | null;
}

/** The `formContext` keys the theme reads. All optional: a form without images needs none of them. */
export interface BlueprintFormContext {
  /** Loads the gallery listed by the image widget's "Open gallery" dialog (called each time the dialog opens). */
  loadImages?: () => Promise<GalleryImage[]>;
  /** The alt text and caption of a chosen image, for the rich-text editor's inserted images. */
  imageInfo?: (url: string) => Promise<ImageInfo>;
  [key: string]: unknown;
}

/**
 * The `ui:options` keys the theme's widgets read (besides rjsf's own: `emptyValue`, `inputType`, `title`, ...):
 * - `rows` (textarea): number of text rows, 5 when omitted.
 * - `store` (image): `'name'` (default) puts the chosen image's name into the box, `'url'` its url.
 * - `searchPlaceholder` (route, platform, multiselect): placeholder of the search box.
 * - `height` (richtext): editor height in px, 600 when omitted.
 * - `inline` (object): the object's properties side by side on one line, sharing its width.
 */
export interface BlueprintUiOptions {
  rows?: number;
  store?: 'name' | 'url';
  searchPlaceholder?: string;
  height?: number;
  inline?: boolean;
}
