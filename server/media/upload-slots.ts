import { Errors } from '../errors';

/** How many uploads run at once, for one user and for the whole server. */
export interface UploadLimits {
  perUser: number;
  perServer: number;
}

/** When a refused upload should be tried again: an upload of the largest size takes a few seconds. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Counts the uploads in progress. Each is streamed to disk, so memory no longer grows with their size,
 * but their disk writes and thumbnails still cost: one user may run a few at once (the library sends
 * one at a time, a second tab another), and the server a bounded number; the rest are refused at once
 * with a Retry-After rather than queued, so that a client never waits on a body it cannot send.
 */
export function uploadSlots(limits: UploadLimits) {
  const byUser = new Map<number, number>();
  let running = 0;
  return {
    /** Takes a slot for this user, or refuses: 429 when the user has enough running, 503 when the server has. */
    take(userId: number): () => void {
      const mine = byUser.get(userId) ?? 0;
      if (mine >= limits.perUser) {
        throw Object.assign(new Errors.TooManyUploads(`You have ${mine} uploads in progress, the most one user may run at once; try again when one has finished`), { retryAfter: RETRY_AFTER_SECONDS });
      }
      if (running >= limits.perServer) {
        throw Object.assign(new Errors.UploadsBusy(`The server is storing ${running} uploads, the most it takes at once; try again in a few seconds`), { retryAfter: RETRY_AFTER_SECONDS });
      }
      byUser.set(userId, mine + 1);
      running++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running--;
        const left = (byUser.get(userId) ?? 1) - 1;
        if (left > 0) byUser.set(userId, left);
        else byUser.delete(userId);
      };
    },
    get running() {
      return running;
    },
  };
}
