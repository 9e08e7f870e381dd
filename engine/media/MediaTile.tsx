import { Button, Checkbox, Classes, Tag } from '@blueprintjs/core';
import type { MediaFile } from './types';

interface Props {
  file: MediaFile;
  checked: boolean;
  opened: boolean;
  onToggle(): void;
  onOpen(): void;
}

/** One file of the grid: its thumbnail (the file itself when it has none) and its name, both opening its details; a tick for bulk actions, a missing-alt mark. */
export function MediaTile({ file, checked, opened, onToggle, onOpen }: Props) {
  return (
    <li className={`bo-media-tile ${Classes.CARD} ${Classes.ELEVATION_0}${opened ? ' bo-media-tile-open' : ''}${checked ? ' bo-media-tile-checked' : ''}`}>
      <button type="button" className="bo-media-thumb" aria-pressed={opened} aria-label={`Details of ${file.name}`} onClick={onOpen}>
        <img src={file.thumbnailUrl ?? file.url} alt="" loading="lazy" />
      </button>
      <div className="bo-media-tile-foot">
        <Checkbox className="bo-media-check" checked={checked} onChange={onToggle} aria-label={file.name} />
        {/* The name opens the details too: it is what a person reads, and a larger target than the thumbnail's edge. */}
        <Button variant="minimal" size="small" className="bo-media-name" title={file.name} text={file.name} ellipsizeText onClick={onOpen} />
      </div>
      {!file.altText && (
        <Tag className="bo-media-missing" intent="warning">
          No alt text
        </Tag>
      )}
    </li>
  );
}
