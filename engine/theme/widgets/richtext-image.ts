import { Quill } from 'react-quill-new';

/** What the gallery insert puts into the editor: the file's address and its alt text. */
export interface InsertedImage {
  src: string;
  alt?: string | null;
}

const BaseImage = Quill.import('formats/image') as unknown as {
  new (...args: never[]): object;
  create(value: unknown): Node;
};

/**
 * Quill's image, created with the class 'lazy' (first document, section 9) and, when inserted from the
 * gallery, with the image's alt text. Loaded images keep their alt through Quill's own image formats.
 */
class LazyImage extends BaseImage {
  static create(value: string | InsertedImage): Node {
    const src = typeof value === 'string' ? value : value.src;
    const node = BaseImage.create(src) as HTMLImageElement;
    node.classList.add('lazy');
    if (typeof value === 'object' && value.alt) node.setAttribute('alt', value.alt);
    return node;
  }
}

let registered = false;

/** Registers the image format once, before the first editor is created. */
export function registerLazyImage(): void {
  if (registered) return;
  registered = true;
  Quill.register('formats/image', LazyImage as never, true);
}
