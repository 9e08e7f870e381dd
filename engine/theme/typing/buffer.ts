import { flushSync } from 'react-dom';

/** How long typing must pause before the held text goes into the form. */
export const TYPING_PAUSE = 250;

/** Runs `fn` once the browser has drawn the next frame: the typed key shows before the form catches up. */
function afterPaint(fn: () => void) {
  if (typeof requestAnimationFrame !== 'function') return void setTimeout(fn, 0);
  requestAnimationFrame(() => setTimeout(fn, 0));
}

interface Field {
  /** The text typed and not yet in the form, with what puts it there. */
  held?: { text: string; commit(): void };
  /** Running while the field's typing has not paused since its last commit. */
  quiet?: ReturnType<typeof setTimeout>;
  listeners: Set<() => void>;
  /** Told when what the box shows is to be replaced by the form's value (loaded, discarded, restored). */
  replaced: Set<() => void>;
}

/**
 * The text a form's text boxes hold while the editor types. Putting a key into the form re-renders the whole form
 * (rjsf recomputes its state and every field draws again), so a text box puts the first key of a burst into the
 * form as soon as that key is drawn (the form is changed: the leave guard and the section's marker know) and the rest when typing
 * pauses, the box is left, or anything reads the form whole (`flush`: saving, Ctrl+S). A field that a condition
 * or a choice list reads (`defers` says no) goes in on every key. What is held is readable per field (`text`), so
 * a length limit counts the keys as they are typed.
 *
 * Held text is only ever put into the form or dropped on purpose (`drop`, `dropAll`: the form's values were
 * replaced by a load, a discard or another version), never because the form's value of the field changed meanwhile:
 * keys typed are the editor's latest word on the field (tests/engine/typing-never-loses.test.tsx).
 */
export class TypingBuffer {
  private readonly fields = new Map<string, Field>();

  constructor(
    readonly defers: (name: string) => boolean,
    private readonly pause = TYPING_PAUSE,
  ) {}

  private field(id: string): Field {
    let field = this.fields.get(id);
    if (!field) this.fields.set(id, (field = { listeners: new Set(), replaced: new Set() }));
    return field;
  }

  private tell(field: Field) {
    for (const listener of field.listeners) listener();
  }

  /** A key typed into a held box: `commit` puts `text` into the form, right after the key is drawn when the box was quiet, else at the pause. */
  typed(id: string, text: string, commit: () => void) {
    const field = this.field(id);
    const quiet = !field.quiet;
    clearTimeout(field.quiet);
    field.quiet = setTimeout(() => {
      field.quiet = undefined;
      this.commit(id);
    }, this.pause);
    field.held = { text, commit };
    this.tell(field);
    if (quiet) afterPaint(() => this.commit(id));
  }

  /** Puts the box's held text into the form now (the box is left). */
  commit(id: string) {
    const field = this.fields.get(id);
    const held = field?.held;
    if (!field || !held) return;
    field.held = undefined;
    held.commit();
    this.tell(field);
  }

  /** Forgets what the box holds and shows the form's value again: the form's values were replaced on purpose. */
  drop(id: string) {
    const field = this.fields.get(id);
    if (!field) return;
    const held = !!field.held;
    field.held = undefined;
    clearTimeout(field.quiet);
    field.quiet = undefined;
    if (held) this.tell(field);
    for (const listener of field.replaced) listener();
  }

  /** Every box shows the form's values again, dropping what they hold (a load, a discard, another version). */
  dropAll() {
    for (const id of [...this.fields.keys()]) this.drop(id);
  }

  /** Whether any box holds text the form does not have yet. */
  holding(): boolean {
    for (const field of this.fields.values()) if (field.held) return true;
    return false;
  }

  /** Puts everything held into the form and renders it before returning, so what runs next reads the latest text. */
  flush() {
    if (!this.holding()) return;
    flushSync(() => {
      for (const id of [...this.fields.keys()]) this.commit(id);
    });
  }

  /** The text typed into the box and not yet in the form (undefined: the form has it all). */
  text(id: string): string | undefined {
    return this.fields.get(id)?.held?.text;
  }

  subscribe(id: string, listener: () => void): () => void {
    const field = this.field(id);
    field.listeners.add(listener);
    return () => void field.listeners.delete(listener);
  }

  /** `listener` runs when the box is to show the form's value again (`drop`). */
  onReplaced(id: string, listener: () => void): () => void {
    const field = this.field(id);
    field.replaced.add(listener);
    return () => void field.replaced.delete(listener);
  }
}
