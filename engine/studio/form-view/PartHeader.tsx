import type { ReactNode } from 'react';
import { movePart, type PartPath } from './edits';
import { useFormViewEditing } from './FormViewContext';
import { MoveButtons } from './MoveButtons';

/** A part's first line: what it is, and its Move up and Move down buttons at the right. */
export function PartHeader({ path, first, last, what, children }: { path: PartPath; first: boolean; last: boolean; what: string; children: ReactNode }) {
  const { change, readOnly } = useFormViewEditing();
  return (
    <div className="bo-studio-part-header">
      <div className="bo-studio-part-title">{children}</div>
      <MoveButtons what={what} first={first} last={last} disabled={readOnly} onMove={(by) => change((d) => movePart(d, path, by))} />
    </div>
  );
}
