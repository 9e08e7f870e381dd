import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core';
import type { Notice } from './model/descriptor';

let toaster: Promise<Toaster> | undefined;

/** Notices appear top right, 3 s unless the descriptor says otherwise (Blueprint's toaster). */
export async function notify(notice: Notice | string, intent: Intent = 'success'): Promise<void> {
  const { message, duration = 3000 } = typeof notice === 'string' ? { message: notice } : notice;
  toaster ??= OverlayToaster.createAsync({ position: Position.TOP_RIGHT, maxToasts: 5 });
  (await toaster).show({ message, intent, timeout: duration });
}
