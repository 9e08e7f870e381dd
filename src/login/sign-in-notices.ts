import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;
const failures = new Set<string>();

/**
 * The notices toaster, made the way the engine makes its own (top right, class bo-notices): the signed-in app
 * takes this one over (adoptToaster), so notices from before and after sign-in stack in one place.
 */
export function signInToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.createAsync({ position: Position.TOP_RIGHT, maxToasts: 5, className: 'bo-notices' });
  return toaster;
}

/** A notice of the sign-in page; as in the engine, a success takes away the failures still shown. */
export async function notifySignIn(message: string, intent: Intent, timeout: number): Promise<void> {
  const shown = await signInToaster();
  if (intent === 'success') for (const key of failures) shown.dismiss(key);
  const key = shown.show({ message, intent, timeout, onDismiss: () => failures.delete(key) });
  if (intent === 'danger') failures.add(key);
}
