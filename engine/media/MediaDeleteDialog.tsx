import { ConfirmDialog } from '../ConfirmDialog';
import { MediaUsageList } from './MediaUsageList';
import type { MediaLibrary } from './useMediaLibrary';

/** One file keeps the specification's question; several are counted, so nobody reads "this item" for two. */
export const deleteQuestion = (count: number): string | undefined => (count > 1 ? `Delete ${count} files?` : undefined);

/** The confirmation of a delete, one file or many, with where each is used. */
export function MediaDeleteDialog({ library }: { library: MediaLibrary }) {
  const { pending, busy, confirm, cancel } = library.remove;
  return (
    <ConfirmDialog open={!!pending} text={deleteQuestion(pending?.keys.length ?? 0)} busy={busy} onYes={() => void confirm()} onNo={cancel}>
      {pending && <MediaUsageList pending={pending} />}
    </ConfirmDialog>
  );
}
