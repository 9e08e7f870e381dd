import { ConfirmDialog } from '../ConfirmDialog';
import { MediaUsageList } from './MediaUsageList';
import type { MediaLibrary } from './useMediaLibrary';

/** A file's bytes do not go to the bin (docs/deviations.md): the confirmation says so before the delete. */
const FINAL = 'Files do not go to the bin: this cannot be undone.';

/** The question names the one file, or counts several, so nobody reads "this item" for two. */
export const deleteQuestion = (keys: string[]): string | undefined =>
  keys.length === 0 ? undefined : `${keys.length > 1 ? `Delete ${keys.length} files?` : `Delete the file “${keys[0].split('/').pop()}”?`} ${FINAL}`;

/** The confirmation of a delete, one file or many, with where each is used. */
export function MediaDeleteDialog({ library }: { library: MediaLibrary }) {
  const { pending, busy, confirm, cancel } = library.remove;
  return (
    <ConfirmDialog open={!!pending} text={deleteQuestion(pending?.keys ?? [])} busy={busy} onYes={() => void confirm()} onNo={cancel}>
      {pending && <MediaUsageList pending={pending} />}
    </ConfirmDialog>
  );
}
