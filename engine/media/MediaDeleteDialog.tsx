import { ConfirmDialog } from '../ConfirmDialog';
import { MediaUsageList } from './MediaUsageList';
import type { MediaLibrary } from './useMediaLibrary';

/** The confirmation of a delete, one file or many, with where each is used. */
export function MediaDeleteDialog({ library }: { library: MediaLibrary }) {
  const { pending, busy, confirm, cancel } = library.remove;
  return (
    <ConfirmDialog open={!!pending} busy={busy} onYes={() => void confirm()} onNo={cancel}>
      {pending && <MediaUsageList pending={pending} />}
    </ConfirmDialog>
  );
}
