import type { Notice } from './model/descriptor';
import { serverRefusal } from './data/provider';
import { failureNotice } from './form/server-error';
import { notify } from './notices';

/** The specification's generic notice (first document, section 8), for a failure it gives no text of its own. */
export const GENERIC_FAILURE: Notice = { message: 'An error has occured.' };

/**
 * A failed action or load is told, never only logged: the screen's notice (or the generic one), then the server's
 * reason. The error stays in the console for whoever looks into it.
 */
export function notifyFailure(what: string, error: unknown, notice: Notice = GENERIC_FAILURE): void {
  console.error(what, error);
  void notify(failureNotice(notice, serverRefusal(error)), 'danger');
}
