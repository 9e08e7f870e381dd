import { Button, Section, SectionCard } from '@blueprintjs/core';
import type { HTMLAttributes, ReactNode } from 'react';
import { Heading, HeadingLevel } from '../../form/heading-level';

/** Blueprint's Section draws its title with this renderer: one per level, so that React keeps the heading. */
const TITLE_RENDERERS = [2, 3, 4, 5, 6].map((level) => {
  const Title = (props: HTMLAttributes<HTMLElement>) => <Heading level={level} {...props} />;
  Title.displayName = `SectionTitle${level}`;
  return Title;
});

interface Props {
  /** The anchor the section index jumps to. */
  id: string;
  title: string;
  level: number;
  open: boolean;
  onToggle(): void;
  /** Actions in the section's header beside its fold button (copying the section from English). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A top-level section of a form as a Blueprint Section whose card folds away. The fold button is our own rather
 * than Section's `collapsible` caret, whose aria-expanded says the opposite of the truth and whose label names no
 * section; a folded body stays mounted (its values and marks remain) but leaves the tab order. It folds by its grid
 * row (sections.css), not Blueprint's Collapse, which measures its body as it mounts: each section's measure made the
 * browser lay out the form while it was being drawn, and drew the section once more with the height it read.
 */
export function FoldingSection({ id, title, level, open, onToggle, actions, children }: Props) {
  const fold = (
    <Button
      className="bo-section-fold"
      variant="minimal"
      size="small"
      icon={open ? 'chevron-up' : 'chevron-down'}
      aria-expanded={open}
      aria-controls={`${id}__body`}
      aria-label={`${open ? 'Fold' : 'Unfold'} ${title}`}
      onClick={onToggle}
    />
  );
  return (
    <div id={id} className="bo-form-section-anchor" tabIndex={-1}>
      <Section className="bo-form-section" title={title} titleRenderer={TITLE_RENDERERS[Math.min(Math.max(level, 2), 6) - 2]} rightElement={actions ? <>{actions}{fold}</> : fold} compact>
        <div className={open ? 'bo-fold bo-fold--open' : 'bo-fold'}>
          <div id={`${id}__body`} className="bo-fold-body" inert={!open}>
            <SectionCard>
              <HeadingLevel level={level + 1} shown>
                {children}
              </HeadingLevel>
            </SectionCard>
          </div>
        </div>
      </Section>
    </div>
  );
}
