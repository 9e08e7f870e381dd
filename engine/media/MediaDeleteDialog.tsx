import { ConfirmDialog } from '../ConfirmDialog';
import { MediaUsageList } from './MediaUsageList';
import type { MediaLibrary } from './useMediaLibrary';

/** One file keeps the specification's question; several are counted, so nobody reads "this item" for two. */
export const deleteQuestion = (count: number): string | undefined => (count > 1 ? `Delete ${count} files?` : undefined);

/** A file's bytes do not go to the bin (docs/deviations.md): the confirmation names the one file and says so. */
export const deleteNaming = (keys: string[]): string =>
  `${keys.length === 1 ? `Delete the file “${keys[0].split('/').pop()}”? ` : ''}Files do not go to the bin: this cannot be undone.`;

/** The confirmation of a delete, one file or many, with where each is used. */
export function MediaDeleteDialog({ library }: { library: MediaLibrary }) {
  const { pending, busy, confirm, cancel } = library.remove;
  return (
    <ConfirmDialog open={!!pending} text={deleteQuestion(pending?.keys.length ?? 0)} busy={busy} onYes={() => void confirm()} onNo={cancel}>
      {pending && (
        <>
          <p>{deleteNaming(pending.keys)}</p>
          <MediaUsageList pending={pending} />
        </>
      )}
    </ConfirmDialog>
  );
}
