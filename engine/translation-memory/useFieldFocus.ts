import { useEffect, useState, type RefObject } from 'react';
import { sentenceAt, sentenceSpans } from './sentences';
import { offsetOf, textMap } from './rich-sentences';
import type { Caret } from './useFieldSuggestions';

/** The field's row (its FormGroup) around an element of it. */
const rowOf = (anchor: RefObject<HTMLElement | null>) => anchor.current?.closest<HTMLElement>('.bp6-form-group') ?? null;

/** Whether focus is in the field's row (its box, its English, its suggestions), told as it moves. */
export function useFocusWithin(anchor: RefObject<HTMLElement | null>): boolean {
  const [within, setWithin] = useState(false);
  useEffect(() => {
    const row = rowOf(anchor);
    if (!row) return;
    const update = () => setWithin(row.contains(document.activeElement));
    const left = (event: FocusEvent) => setWithin(row.contains(event.relatedTarget as Node | null));
    row.addEventListener('focusin', update);
    row.addEventListener('focusout', left);
    update();
    return () => {
      row.removeEventListener('focusin', update);
      row.removeEventListener('focusout', left);
    };
  }, [anchor]);
  return within;
}

/**
 * The caret's sentence in the field's rich text (Quill's editable area), followed as the selection moves. Moving
 * into the suggestions keeps the last one (the sentence a suggestion replaces); leaving the field forgets it.
 */
export function useCaretSentence(anchor: RefObject<HTMLElement | null>, rich: boolean): Caret | null {
  const [caret, setCaret] = useState<Caret | null>(null);
  useEffect(() => {
    if (!rich) return;
    const follow = () => {
      const row = rowOf(anchor);
      const editor = row?.querySelector('.ql-editor');
      const selection = document.getSelection();
      if (!row || !editor) return;
      const node = selection?.focusNode;
      if (node && editor.contains(node)) {
        const map = textMap(editor);
        const offset = offsetOf(map, node, selection!.focusOffset);
        if (offset === null) return setCaret(null);
        const spans = sentenceSpans(map.text);
        // A caret on an empty line after the text stands before a sentence not written yet: the next one.
        const sentence = node.nodeType !== 3 && map.text && offset >= map.text.length ? spans.length : sentenceAt(spans, offset);
        setCaret((now) => (now?.sentence === sentence && now.offset === offset ? now : { sentence, offset }));
      } else if (!row.contains(document.activeElement)) setCaret(null);
    };
    document.addEventListener('selectionchange', follow);
    return () => document.removeEventListener('selectionchange', follow);
  }, [anchor, rich]);
  return caret;
}
