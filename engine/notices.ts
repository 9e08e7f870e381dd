import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import type { Notice } from './model/descriptor';
import { drawApart } from './draw-apart';

let toaster: Promise<Toaster> | undefined;
/** Closes the toaster, which draws apart from the app (./draw-apart.ts). */
let closeToaster: (() => void) | undefined;

/** Draws the toaster as Blueprint does, in a root of its own, which a test file's end closes (closeAllApart). */
function drawToaster(element: ReactElement, container: Element | DocumentFragment) {
  closeToaster = drawApart(element, container, () => {
    toaster = undefined;
    closeToaster = undefined;
    failures.clear();
  });
}

/** Closes every notice at once, the toaster with them (their timers and closing transitions too). The next notice makes a new toaster. */
export function closeNotices(): void {
  closeToaster?.();
}

/** A button in a notice (the Undo of a delete): clicking it closes the notice. */
export interface NoticeAction {
  text: string;
  onClick(): void;
}

/** The failure notices still shown, by the screen (path) that showed them. */
const failures = new Map<string, Set<string>>();

const screenNow = () => window.location.pathname;

/** A toaster made before the engine loaded (the sign-in page's) becomes the engine's, unless it has one already. */
export function adoptToaster(existing: Promise<Toaster>): void {
  toaster ??= existing;
}

/**
 * Notices appear top right, under the frame's top bar, 3 s unless the descriptor says otherwise (Blueprint's
 * toaster). A success takes away the failures its screen still shows: once a save went through, the red notice
 * of the attempt before it is no longer true.
 */
export async function notify(notice: Notice | string, intent: Intent = 'success', action?: NoticeAction): Promise<void> {
  const { message, duration = 3000 } = typeof notice === 'string' ? { message: notice } : notice;
  // The screen that acts, taken before the toaster is ready: a save that goes on to another screen is told first.
  const screen = screenNow();
  toaster ??= OverlayToaster.create({ position: Position.TOP_RIGHT, maxToasts: 5, className: 'bo-notices' }, { domRenderer: drawToaster });
  const shown = await toaster;
  if (intent === 'success') {
    for (const key of failures.get(screen) ?? []) shown.dismiss(key);
    failures.delete(screen);
  }
  const key = shown.show({
    message,
    intent,
    timeout: duration,
    ...(action && { action: { text: action.text, onClick: action.onClick } }),
    onDismiss: () => failures.get(screen)?.delete(key),
  });
  if (intent === 'danger') failures.set(screen, (failures.get(screen) ?? new Set()).add(key));
}
