import { useMemo, type ReactNode } from 'react';
import { changedFields } from '../form/changed-fields';
import { HeadingLevel } from '../form/heading-level';
import { ChangedFields } from '../theme/sections/changed-fields';
import { useNesting } from './frame/nesting';

interface Props {
  controller: { dirty: boolean; values: Record<string, unknown>; baseline: Record<string, unknown> };
  inDialog?: boolean;
  children: ReactNode;
}

/**
 * What a form's layout needs of the screen around it: the level its section headings start at (h2 under a page's or
 * a tab's h1; h3 under an embedded screen's h2 or a dialog's title) and the fields changed since the load or the
 * last save, for the section index's marks.
 */
export function FormOutline({ controller, inDialog = false, children }: Props) {
  const nesting = useNesting();
  const level = inDialog || nesting === 'section' ? 3 : 2;
  const { dirty, values, baseline } = controller;
  const changed = useMemo(() => (dirty ? changedFields(values, baseline) : new Set<string>()), [dirty, values, baseline]);
  return (
    <ChangedFields.Provider value={changed}>
      <HeadingLevel level={level}>{children}</HeadingLevel>
    </ChangedFields.Provider>
  );
}
