/** How long the user who deleted a record may undo it: the 10 seconds the notice offers, with room for a slow network. */
export const UNDO_WINDOW_MS = 30_000;
/** The seconds the notice and the confirmation promise (engine/list/undoable-delete.ts says the same). */
export const UNDO_SECONDS_PROMISED = 10;
/** How long the bin keeps a deleted record for an administrator to restore. */
export const KEPT_DAYS = 30;

/** The oldest deletion time the bin still keeps at `now`. */
export const keptSince = (now: Date) => new Date(now.getTime() - KEPT_DAYS * 86_400_000).toISOString();

/** When an entry deleted at `deletedAt` leaves the bin. */
export const expiresAt = (deletedAt: string) => new Date(Date.parse(deletedAt) + KEPT_DAYS * 86_400_000).toISOString();
