import { Button, Callout } from '@blueprintjs/core';
import type { MediaLibrary } from './useMediaLibrary';

/** 'N item(s) selected' with Delete (for who may delete) and Clear; shown while anything is ticked. */
export function MediaBulkBar({ library }: { library: MediaLibrary }) {
  const { selection, rights, remove } = library;
  if (!selection.keys.length) return null;
  return (
    <Callout className="bo-media-bulk" icon={null} compact role="region" aria-label="Selected files">
      <strong>{`${selection.keys.length} item(s) selected`}</strong>
      {rights.delete && <Button icon="trash" text="Delete" onClick={() => remove.ask(selection.keys)} />}
      <Button variant="minimal" text="Clear" onClick={selection.clear} />
    </Callout>
  );
}
