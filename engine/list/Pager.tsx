import { Button, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import './list.css';

export interface PagerProps {
  page: number;
  pages: number;
  total: number;
  pageSize: number;
  sizes?: number[];
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** Previous and next page, the page size when the specification offers a choice, and the total. */
export function Pager({ page, pages, total, pageSize, sizes, onPage, onPageSize }: PagerProps) {
  const sizeId = useId();
  return (
    <nav className="engine-pager" aria-label="Pages">
      <Button size="small" variant="minimal" icon="chevron-left" aria-label="Previous page" disabled={page === 1} onClick={() => onPage(page - 1)} />
      <span>{`${page} / ${pages}`}</span>
      <Button size="small" variant="minimal" icon="chevron-right" aria-label="Next page" disabled={page === pages} onClick={() => onPage(page + 1)} />
      {sizes && (
        <>
          <label htmlFor={sizeId} className="engine-sr-only">
            Rows per page
          </label>
          <HTMLSelect id={sizeId} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))} options={sizes} />
        </>
      )}
      <span>{`Total ${total} items`}</span>
    </nav>
  );
}
