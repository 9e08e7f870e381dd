import { ProgressBar } from '@blueprintjs/core';
import type { UploadItem } from './useMediaUpload';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** One bar per file and one for the whole upload; a failed file keeps a red bar until the next upload. */
export function UploadProgress({ items, total }: { items: UploadItem[]; total: number }) {
  if (!items.length) return null;
  return (
    <div className="bo-media-progress" aria-label="Upload progress" role="group">
      <div className="bo-media-progress-row bo-media-progress-total">
        <span>{`Total (${items.length} file${items.length === 1 ? '' : 's'})`}</span>
        <ProgressBar value={total} intent="primary" animate={total < 1} stripes={total < 1} aria-label="Total upload progress" />
        <span>{percent(total)}</span>
      </div>
      {items.map((item) => (
        <div key={item.id} className="bo-media-progress-row">
          <span className="bo-media-ellipsis" title={item.name}>{item.name}</span>
          <ProgressBar
            value={item.state === 'failed' ? 1 : item.sent}
            intent={item.state === 'failed' ? 'danger' : item.state === 'done' ? 'success' : 'primary'}
            animate={item.state === 'sending'}
            stripes={item.state === 'sending'}
            aria-label={`Upload of ${item.name}`}
          />
          <span>{item.state === 'failed' ? 'Failed' : percent(item.sent)}</span>
        </div>
      ))}
    </div>
  );
}
