import { useRef } from 'react';
import { Pager } from '../list/Pager';
import '../list/list.css';
import './media.css';
import { MediaBulkBar } from './MediaBulkBar';
import { MediaDeleteDialog } from './MediaDeleteDialog';
import { MediaDetails } from './MediaDetails';
import { MediaFilters } from './MediaFilters';
import { MediaGrid } from './MediaGrid';
import { UploadProgress } from './UploadProgress';
import { UploadZone } from './UploadZone';
import type { MediaLibrary } from './useMediaLibrary';

/**
 * The library as the /media screen and the picker draw it: filters, upload, bulk bar, grid and pager on the
 * left, the opened file's details on the right. The picker leaves out bulk and single deletes.
 */
export function MediaLibraryView({ library, mode }: { library: MediaLibrary; mode: 'screen' | 'picker' }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { listing, rights, upload, settings } = library;
  const full = mode === 'screen';
  return (
    <div className={`bo-media bo-media-${mode}`}>
      <div className="bo-media-main">
        <MediaFilters library={library} />
        {rights.upload && <UploadZone inputRef={fileInput} onFiles={(files) => void upload.start(files)} />}
        <UploadProgress items={upload.items} total={upload.total} />
        {full && <MediaBulkBar library={library} />}
        <MediaGrid library={library} onUpload={rights.upload ? () => fileInput.current?.click() : undefined} />
        <Pager
          page={listing.page}
          pages={listing.pages}
          total={listing.total}
          pageSize={listing.pageSize}
          sizes={settings.pageSizes}
          onPage={listing.setPage}
          onPageSize={listing.setPageSize}
        />
      </div>
      <MediaDetails library={library} allowDelete={full} />
      {full && <MediaDeleteDialog library={library} />}
    </div>
  );
}
