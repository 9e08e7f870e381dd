import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

type Row = Record<string, any>;

// Every row of a long list has this height (list.css: one line, cut with an ellipsis), so the rows need no
// measuring: the spacers place the drawn rows exactly where the page expects them.
export const ROW_HEIGHT = 41;

/**
 * The rows of a long list: only those in view, plus a few on each side, between two spacer rows that keep the
 * table's height, so the page scrolls as if every row were there. Tabbing onto a row at the edge scrolls it
 * into view, which draws the next ones: every row's actions stay reachable by keyboard.
 */
export function VirtualRows({ rows, width, drawRow }: { rows: Row[]; width: number; drawRow(row: Row, index: number): ReactNode }) {
  const marker = useRef<HTMLTableRowElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the body starts on the page: the virtualiser counts window scrolling from there.
  useLayoutEffect(() => {
    const body = marker.current?.parentElement;
    if (body) setOffset(body.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({ count: rows.length, estimateSize: () => ROW_HEIGHT, overscan: 8, scrollMargin: offset });
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0].start - offset : 0;
  const after = items.length ? virtualizer.getTotalSize() - (items[items.length - 1].end - offset) : 0;
  return (
    <>
      <tr ref={marker} className="engine-spacer" aria-hidden="true" style={{ height: Math.max(0, before) }}>
        <td colSpan={width} />
      </tr>
      {items.map((item) => drawRow(rows[item.index], item.index))}
      <tr className="engine-spacer" aria-hidden="true" style={{ height: Math.max(0, after) }}>
        <td colSpan={width} />
      </tr>
    </>
  );
}
