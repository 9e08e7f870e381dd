import { ReadinessTag } from '../../readiness/ReadinessTag';
import { useRowReadiness } from '../../readiness/reads';
import type { CellProps } from './types';

/** A row's readiness in the list's language (issue 32): "Ready", "Not ready · N" or "Warnings · N", from one call for all rows. */
export function ReadinessCell({ row, column }: CellProps) {
  const found = useRowReadiness(String((column as { family?: string }).family), row[column.field]);
  if (found === undefined) return <span className="bo-readiness-loading" aria-hidden />;
  if (found === null) return <span className="bp6-text-muted">Unknown</span>;
  return <ReadinessTag state={found.state} counts={found.counts} />;
}
