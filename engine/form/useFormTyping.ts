import { useMemo, useRef } from 'react';
import type { FormBody } from '../model/descriptor';
import { TypingBuffer } from '../theme/typing/buffer';
import { schemaInputs } from './condition-context';

/**
 * The form's typing buffer (engine/theme/typing/buffer.ts): a text box holds its keys until typing pauses, except
 * a field that a condition or a choice list reads. `saveTyped` saves with every key typed: what is held goes into
 * the form first, and the save then reads the form as it is after that.
 */
export function useFormTyping(form: FormBody, save: () => unknown) {
  const buffer = useMemo(() => {
    const read = schemaInputs(form);
    return new TypingBuffer((name) => !read(name));
  }, [form]);
  const latest = useRef(save);
  latest.current = save;
  return useMemo(
    () => ({
      buffer,
      /** For a submit event's capture: the held text is in the form before the form handles the submit. */
      flush: () => buffer.flush(),
      saveTyped: () => {
        buffer.flush();
        return latest.current();
      },
    }),
    [buffer],
  );
}
