import { Tag } from '@blueprintjs/core';
import type { ScreenRow } from './screen-rows';

/** Whether a screen runs as shipped or with a change, and whether its file changed beneath that change. */
export function StatusTags({ row }: { row: ScreenRow }) {
  return (
    <span className="studio-status">
      {row.status === 'changed' ? <Tag intent="primary" minimal>Changed</Tag> : <Tag minimal>As shipped</Tag>}
      {row.stale && (
        <Tag intent="warning" minimal icon="warning-sign">
          File changed since
        </Tag>
      )}
    </span>
  );
}
