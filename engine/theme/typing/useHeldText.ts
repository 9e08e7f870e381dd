import { useEffect, useRef, useState } from 'react';
import { useTypingBuffer } from './context';

interface Box {
  id: string;
  /** The field's name, which decides whether its keys may be held (a condition reading it needs every key). */
  name: string;
  /** The form's value of the field. */
  value: unknown;
  /** Puts a text into the form (empty text as the widget's empty value). */
  onChange(value: unknown): void;
  emptyValue?: unknown;
  /** False: the box takes every key into the form at once (a number, a widget with its own conversion). */
  holds?: boolean;
}

/** A value as a text box shows it: empty, null and undefined alike, a number as its digits. */
const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * A text box's value and change handler: with the form's typing buffer, the typed text shows at once and goes
 * into the form as the buffer decides (engine/theme/typing/buffer.ts); `leave` puts it there when the box is left.
 *
 * The box shows what was typed into it until the form's value reads differently from what it last sent: then the
 * value came from elsewhere (a reload, a proposal) and is shown, unless the box still holds newer keys, which go
 * into the form after it. A value handed back in another shape (the number 12 for the text "12", null for "")
 * reads the same and changes nothing. Only the form replacing its values on purpose (the buffer's `drop`: a load,
 * Discard, another version) drops held keys.
 */
export function useHeldText({ id, name, value, onChange, emptyValue, holds = true }: Box) {
  const buffer = useTypingBuffer();
  const held = !!buffer && holds && buffer.defers(name);
  const [draft, setDraft] = useState<string | null>(null);
  // The form's value as this box last sent or saw it.
  const sent = useRef(value);
  const send = useRef(onChange);
  send.current = onChange;
  if (asText(value) !== asText(sent.current)) {
    sent.current = value;
    if (draft !== null && buffer?.text(id) === undefined) setDraft(null);
  }
  useEffect(() => () => buffer?.commit(id), [buffer, id]);
  useEffect(() => buffer?.onReplaced(id, () => setDraft(null)), [buffer, id]);

  const toValue = (text: string) => (text === '' ? emptyValue : text);
  return {
    text: draft ?? asText(value),
    change(text: string) {
      if (!held) return onChange(toValue(text));
      setDraft(text);
      buffer.typed(id, text, () => {
        sent.current = toValue(text);
        send.current(sent.current);
      });
    },
    leave: () => buffer?.commit(id),
  };
}
