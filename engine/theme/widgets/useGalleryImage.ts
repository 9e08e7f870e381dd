import { useCallback, useEffect, useRef, useState } from 'react';
import type Quill from 'quill';
import { notify } from '../../notices';
import type { PickedImage } from '../types';
import { copyText } from './clipboard';

interface Chosen {
  image: PickedImage;
  index: number;
}

/**
 * The editor's gallery: the picker opens at the cursor; the chosen image goes there with its alt text (and the
 * class 'lazy', richtext-image.ts), its caption to the clipboard, and the caret after it. The image is inserted
 * once the picker has closed: while the dialog is open it holds the focus, and would take it back from the editor.
 */
export function useGalleryImage(editorOf: () => Quill | undefined, cursor: () => number, captionCopied: string) {
  const [picking, setPicking] = useState<number | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const openAt = useRef(cursor);
  openAt.current = cursor;
  const open = useCallback(() => setPicking(openAt.current()), []);

  useEffect(() => {
    if (!chosen) return;
    setChosen(null);
    const editor = editorOf();
    if (!editor) return;
    const { image, index } = chosen;
    editor.insertEmbed(index, 'image', { src: image.url, alt: image.altText }, 'user');
    editor.setSelection(index + 1, 0, 'silent');
    if (!image.caption) return;
    void copyText(image.caption).then((copied) => {
      // Copying without the asynchronous clipboard selects a text area of its own: the caret comes back.
      if (!editor.hasFocus()) editor.setSelection(index + 1, 0, 'silent');
      if (copied) void notify(captionCopied, 'primary');
    });
  }, [chosen, editorOf, captionCopied]);

  return {
    picking: picking !== null,
    /** Opens the picker at the cursor; one function for the editor's life (Quill's toolbar keeps its handler). */
    open,
    close: () => setPicking(null),
    choose: (image: PickedImage) => {
      setChosen({ image, index: picking ?? cursor() });
      setPicking(null);
    },
  };
}
