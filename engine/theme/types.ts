import type { ComponentType } from 'react';

/**
 * Types shared by the Blueprint theme for @rjsf/core: what the engine passes through `formContext` and the
 * `ui:options` keys the widgets read.
 */

/** An image chosen in the media picker, with its image info (alt text and caption; '' when it has none). */
export interface PickedImage {
  /** The file's name as the library lists it (language folder removed): what a featured image stores. */
  name: string;
  key: string;
  url: string;
  altText: string;
  caption: string;
}

/** What the image widget and the rich-text editor give the picker the engine hands them. */
export interface MediaPickerProps {
  onClose(): void;
  onChoose(image: PickedImage): void;
  /** The text of the choose button: "Choose" for a field, "Insert" in the editor. */
  chooseLabel: string;
}

/** The `formContext` keys the theme reads. All optional: a form without images needs none of them. */
export interface BlueprintFormContext {
  /** The media library in a dialog (the engine's), opened by the image widget and the editor's image button. */
  mediaPicker?: ComponentType<MediaPickerProps>;
  /** The notice after the editor copied an inserted image's caption; 'Caption copied to clipboard.' when omitted. */
  captionCopied?: string;
  [key: string]: unknown;
}

/**
 * The `ui:options` keys the theme's widgets read (besides rjsf's own: `emptyValue`, `inputType`, `title`, ...):
 * - `rows` (textarea): number of text rows, 5 when omitted.
 * - `store` (image): `'name'` (default) puts the chosen image's name into the box, `'url'` its url.
 * - `searchPlaceholder` (route, platform, multiselect): placeholder of the search box.
 * - `height` (richtext): editor height in px, 600 when omitted.
 * - `inline` (object): the object's properties side by side on one line, sharing its width.
 * - `showRange` (number): the schema's minimum and maximum shown under the field ("between 100 and 50000").
 */
export interface BlueprintUiOptions {
  rows?: number;
  store?: 'name' | 'url';
  searchPlaceholder?: string;
  height?: number;
  inline?: boolean;
  showRange?: boolean;
}
