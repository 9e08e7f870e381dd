import { useContext, useEffect, useMemo, useRef } from 'react';
import { UNSAFE_DataRouterContext, type Location } from 'react-router-dom';
import { useLeaveBlocker } from './leave-blocker';
import { askToDiscard } from './discard-prompt';
import { UnguardedForms } from './unguarded';

/**
 * The unsaved-changes guard shared by every form: each mounted form reports whether it is dirty, and the shell
 * (language change), the router (navigation) and the browser (closing or reloading the tab) ask before leaving.
 */

interface Entry {
  dirty: boolean;
  /** Saved or discarded: no longer guarded until the form is clean again and then changed anew. */
  settled: boolean;
  /** Drops the form's changes once the editor agreed to. */
  discard?: () => void;
  /** Puts text still held by the form's text boxes into the form, so a key typed just before leaving counts. */
  flush?: () => void;
}

const entries = new Set<Entry>();
const guarded = (entry: Entry) => entry.dirty && !entry.settled;
let asking: Promise<boolean> | null = null;

/** Every question starts here: the keys typed a moment ago are in the forms before anyone asks whether they changed. */
function flushTyping() {
  for (const entry of entries) entry.flush?.();
}

/** True when a mounted form holds changes the editor has neither saved nor agreed to discard. */
export function hasUnsavedChanges(): boolean {
  flushTyping();
  for (const entry of entries) if (guarded(entry)) return true;
  return false;
}

/** Asks once, whoever asks; on "Discard changes" the given forms drop their changes. */
function ask(about: () => Entry[]): Promise<boolean> {
  flushTyping();
  if (!about().length) return Promise.resolve(true);
  asking ??= askToDiscard().then((discard) => {
    asking = null;
    return discard;
  });
  return asking.then((discard) => {
    if (discard) {
      for (const entry of about()) {
        entry.settled = true;
        entry.discard?.();
      }
    }
    return discard;
  });
}

/** True when nothing is unsaved or the editor agrees to discard it. */
export function confirmDiscardChanges(): Promise<boolean> {
  return ask(() => [...entries].filter(guarded));
}

/** A move that keeps every form of the screen mounted with its edits (another tab of a screen that saves together) says so. */
export const KEEPS_EDITS = { keepsEdits: true } as const;

function leavesScreen({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) {
  if (currentLocation.pathname === nextLocation.pathname && (nextLocation.state as typeof KEEPS_EDITS | null)?.keepsEdits) return false;
  return currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
}

/** Asks before a move off the screen while `holds()` (read when the move is made, after a save that just settled). */
function useRouteBlocker(holds: () => boolean) {
  const blocker = useLeaveBlocker((move) => hasUnsavedChanges() && holds() && leavesScreen(move));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDiscardChanges().then((discard) => (discard ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
}

interface GuardOptions {
  /** false in a dialog: route changes are left to the screen's own form (a router takes one blocker at a time, and that blocker asks about every form). */
  routes?: boolean;
  /** Called when the editor agrees to discard: the form goes back to its loaded values. */
  onDiscard?: () => void;
  /** Puts what the form's text boxes hold into the form (engine/theme/typing/buffer.ts). */
  flush?: () => void;
}

/**
 * Called by a form controller with its dirty state. `saved()` ends the guard at once, before the re-render, so
 * a save that navigates away is not stopped.
 */
export function useUnsavedChanges(changed: boolean, { routes = true, onDiscard, flush }: GuardOptions = {}) {
  const unguarded = useContext(UnguardedForms);
  const dirty = changed && !unguarded;
  const ref = useRef<Entry>(null);
  ref.current ??= { dirty, settled: false };
  const entry = ref.current;
  entry.dirty = dirty;
  entry.discard = onDiscard;
  entry.flush = flush;
  if (!dirty) entry.settled = false;

  useEffect(() => {
    entries.add(entry);
    return () => void entries.delete(entry);
  }, [entry]);

  // Listening while clean too: the first key of a burst reaches the form only after it is drawn.
  useEffect(() => {
    const onUnload = (event: BeforeUnloadEvent) => {
      entry.flush?.();
      if (!guarded(entry)) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [entry]);

  // A blocker needs a data router; the kind of router never changes under a mounted form, so the call is stable.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  if (routes && dataRouter) useRouteBlocker(() => guarded(entry));

  return useMemo(
    () => ({
      saved: () => void (entry.settled = true),
      /** Asks about this form only (a dialog being closed): true when it is clean or the editor discards. */
      confirmLeave: () => ask(() => (guarded(entry) ? [entry] : [])),
    }),
    [entry],
  );
}

/**
 * For a screen whose forms leave the route to it (the tabs of a screen that saves together, each a form): asks before
 * the editor leaves the screen while any of them holds unsaved changes. A router takes one blocker, so theirs is this.
 */
export function useScreenRouteGuard(on: boolean) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  // Whether a screen saves together never changes under it, so the call is stable.
  if (on && dataRouter) useRouteBlocker(() => true);
}
