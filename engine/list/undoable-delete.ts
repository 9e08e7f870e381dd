import type { CallSpec, Notice } from '../model/descriptor';
import type { DataProvider } from '../data/provider';
import { fill, fillPath, type TemplateContext } from '../data/templates';
import { notify } from '../notices';
import { notifyFailure } from '../notify-failure';

/** How long a delete's notice offers Undo, as the confirmation promises (the server allows a little more: server/bin/rules.ts). */
export const UNDO_SECONDS = 10;

/** The header of a delete's answer naming the bin entry that holds the record (docs/api.md, The bin). */
const BIN_ENTRY_HEADER = 'x-bin-entry';

const UNDO_FAILED: Notice = { message: 'The delete could not be undone.', duration: 5000 };

/** Makes a list's delete call; answers the bin entry that holds the deleted record, when the server kept one. */
export async function deleteRecord(provider: DataProvider, call: CallSpec, ctx: TemplateContext): Promise<number | undefined> {
  const query = Object.fromEntries(Object.entries(call.query ?? {}).map(([key, value]) => [key, typeof value === 'string' ? fill(value, ctx) : value]));
  const answer = await provider.send({ method: call.method ?? 'DELETE', path: fillPath(call.path, ctx), query });
  const entry = Number(answer.headers[BIN_ENTRY_HEADER]);
  return Number.isInteger(entry) && entry > 0 ? entry : undefined;
}

/**
 * The notice of a delete (the screen's, or "Deleted." when it names none), with Undo for at least UNDO_SECONDS when
 * the record is in the bin: Undo restores it (POST /Bin/{id}/Restore), says so naming the item (`named`: 'The review
 * “Finlo Market”') and `onRestored` shows it again.
 */
export function noticeDeleted(
  provider: DataProvider,
  { notice, binEntryId, named, onRestored }: { notice?: Notice; binEntryId?: number; named?: string; onRestored(): void },
): void {
  if (binEntryId === undefined) {
    if (notice) void notify(notice, 'success');
    return;
  }
  const shown = { message: notice?.message ?? 'Deleted.', duration: Math.max(notice?.duration ?? 0, UNDO_SECONDS * 1000) };
  const undo = () =>
    provider
      .send({ method: 'POST', path: `/Bin/${binEntryId}/Restore` })
      .then(() => {
        void notify(`${named ?? 'The item'} is back, with everything that went with it.`, 'success');
        onRestored();
      })
      .catch((error) => notifyFailure('undo failed', error, UNDO_FAILED));
  void notify(shown, 'success', { text: 'Undo', onClick: () => void undo() });
}
