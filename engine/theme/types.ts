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

/** The `formContext` keys the theme reads. All optional: a form without images needs none of them. */
export interface BlueprintFormContext {
  /** Loads the gallery listed by the image widget's "Open gallery" dialog (called each time the dialog opens). */
  loadImages?: () => Promise<GalleryImage[]>;
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
