import type { DataProvider } from '../../data/provider';
import { notify } from '../../notices';
import { notifyFailure } from '../../notify-failure';
import type { AppliedChange } from './bulk-types';

/**
 * Undoes an applied bulk change as a whole (POST /Bulk/{family}/{bulkId}/Undo): every record it wrote gets its value
 * back in one step, or none does and the notice says why (a record changed since, the change undone already).
 */
export async function undoChange(provider: DataProvider, family: string, change: AppliedChange): Promise<boolean> {
  try {
    await provider.send({ method: 'POST', path: `/Bulk/${family}/${change.bulkId}/Undo` });
    void notify(`Undone: ${change.summary[0].toLowerCase()}${change.summary.slice(1)} is taken back.`, 'success');
    return true;
  } catch (error) {
    notifyFailure('bulk undo failed', error, { message: 'The change could not be undone; nothing was undone.', duration: 6000 });
    return false;
  }
}
