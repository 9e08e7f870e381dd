import { createContext, useContext, useEffect, useRef } from 'react';

/** What a form in one tab of a screen that saves together lends that screen, so its one Save can run the form's own. */
export interface TabForm {
  /** The form holds edits not saved yet (read after `flush`, which draws the form again at once). */
  dirty: boolean;
  /** Puts what the form's text boxes still hold into the form. */
  flush(): void;
  /**
   * The form's own save, with its own calls and notices; true once saved. `afterAnother`: another tab saved before it
   * in this run, so the record it shares with that tab may have moved on (engine/form/version-after-sibling.ts).
   */
  save(afterAnother: boolean): Promise<boolean>;
  /** The form's own name for its save ("Save content"): the screen's Save reads it while the tab is open. */
  label: string;
}

/** A tab's place in its screen: the form in it registers there and says when it becomes dirty or clean. */
export interface TabSlot {
  register(form: TabForm | null): void;
  changed(dirty: boolean): void;
}

/** Given by a tabs screen that saves together to each of its tabs; null elsewhere (and reset for what a tab's form embeds). */
export const SavesTogether = createContext<TabSlot | null>(null);

/**
 * Called by every form controller: in a tab of a screen that saves together, the form hands its save to the screen
 * (and draws no Save of its own). True there.
 */
export function useSavesTogether(form: TabForm, inDialog = false): boolean {
  const slot = useContext(SavesTogether);
  const here = inDialog ? null : slot;
  // One object for the form's whole life, brought up to date on every render: the screen reads it when it saves.
  const entry = useRef<TabForm>(form).current;
  Object.assign(entry, form);
  useEffect(() => {
    if (!here) return;
    here.register(entry);
    return () => {
      here.register(null);
      here.changed(false);
    };
  }, [here, entry]);
  useEffect(() => here?.changed(form.dirty), [here, form.dirty]);
  return !!here;
}
