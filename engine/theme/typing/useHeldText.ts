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

/**
 * A text box's value and change handler: with the form's typing buffer, the typed text shows at once and goes
 * into the form as the buffer decides (engine/theme/typing/buffer.ts); `leave` puts it there when the box is left.
 * A value the form changes from elsewhere (loaded, discarded, restored) replaces what the box holds.
 */
export function useHeldText({ id, name, value, onChange, emptyValue, holds = true }: Box) {
  const buffer = useTypingBuffer();
  const held = !!buffer && holds && buffer.defers(name);
  const [draft, setDraft] = useState<string | null>(null);
  // The form's value as last seen or sent: a different one came from elsewhere.
  const known = useRef(value);
  const send = useRef(onChange);
  send.current = onChange;
  if (value !== known.current) {
    known.current = value;
    buffer?.drop(id);
    if (draft !== null) setDraft(null);
  }
  useEffect(() => () => buffer?.commit(id), [buffer, id]);

  const toValue = (text: string) => (text === '' ? emptyValue : text);
  return {
    text: draft ?? (value === undefined || value === null ? '' : String(value)),
    change(text: string) {
      if (!held) return onChange(toValue(text));
      setDraft(text);
      buffer.typed(id, text, () => {
        known.current = toValue(text);
        send.current(known.current);
      });
    },
    leave: () => buffer?.commit(id),
  };
}
