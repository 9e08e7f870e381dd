import { Button, Classes, NonIdealState } from '@blueprintjs/core';
import { MediaTile } from './MediaTile';
import type { MediaLibrary } from './useMediaLibrary';

/** The thumbnails of the page: skeletons while loading, a sentence and the upload action when there are none. */
export function MediaGrid({ library, onUpload }: { library: MediaLibrary; onUpload?: () => void }) {
  const { listing, selection, details } = library;
  if (listing.status === 'loading' && !listing.files.length) {
    return (
      <ul className="bo-media-grid" aria-label="Loading files" aria-busy="true">
        {Array.from({ length: Math.min(listing.pageSize, 8) }, (_, i) => (
          <li key={i} className={`bo-media-tile ${Classes.CARD} ${Classes.SKELETON}`} />
        ))}
      </ul>
    );
  }
  if (!listing.files.length) {
    const filtered = listing.search.trim() || listing.missingAlt;
    return (
      <NonIdealState
        icon="media"
        title={filtered ? 'No files match' : 'No files in this folder'}
        description={listing.status === 'failed' ? 'The files could not be listed.' : filtered ? 'Change the search or the filter.' : 'Upload images to start.'}
        action={onUpload && !filtered ? <Button icon="cloud-upload" text="Upload images" onClick={onUpload} /> : undefined}
      />
    );
  }
  return (
    <ul className="bo-media-grid" aria-label="Files" aria-busy={listing.status === 'loading'}>
      {listing.files.map((file) => (
        <MediaTile
          key={file.key}
          file={file}
          checked={selection.has(file.key)}
          opened={details.file?.key === file.key}
          onToggle={() => selection.toggle(file.key)}
          onOpen={() => void details.open(file)}
        />
      ))}
    </ul>
  );
}
