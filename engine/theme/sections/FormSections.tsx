import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useHeadingPlace } from '../../form/heading-level';
import { blocksOf, LONG_FORM_SECTIONS, type Block } from './blocks';
import { useChangedFields } from './changed-fields';
import { FoldingSection } from './FoldingSection';
import { useFirstFrame } from './first-frame';
import { SectionIndex } from './SectionIndex';
import { SectionCopy } from '../compare/SectionCopy';
import './sections.css';

type Json = Record<string, any>;

interface Props {
  rootId: string;
  properties: { name: string; content: ReactNode; hidden?: boolean }[];
  schema: Json;
  uiSchema?: Json;
}

const anchorOf = (rootId: string, block: Block) => `${rootId}_${block.name}__section`;

/** The anchors of the sections holding a field marked with an error, read from the page after each render. */
function useErrorSections(anchors: string[]): Set<string> {
  const [marked, setMarked] = useState<Set<string>>(new Set());
  useEffect(() => {
    const now = anchors.filter((id) => document.getElementById(id)?.querySelector('.bp6-form-group.bp6-intent-danger, .bp6-callout.bp6-intent-danger'));
    if (now.join(' ') !== [...marked].join(' ')) setMarked(new Set(now));
  });
  return marked;
}

/**
 * The layout of a form's top-level parts: each section or group with a heading folds (Blueprint Section); sections
 * placed "side" (a record's status, author, SEO) sit in a panel beside the form on wide screens and fall back into
 * the column on narrow ones; a long form (three sections or more) gets the index of its sections beside it.
 */
export function FormSections({ rootId, properties, schema, uiSchema }: Props) {
  const { level } = useHeadingPlace();
  const blocks = blocksOf(
    properties.map((p) => p.name),
    schema,
    uiSchema,
  );
  const content = new Map(properties.map((p) => [p.name, p.content]));
  const titled = blocks.filter((b) => b.title);
  const anchors = titled.map((b) => anchorOf(rootId, b));
  const [folded, setFolded] = useState<Set<string>>(new Set());
  const changed = useChangedFields();
  const errors = useErrorSections(anchors);
  // A section holding an error opens, so that the field the save stopped on can be brought into sight.
  const errorKey = [...errors].join(' ');
  useEffect(() => {
    if (errors.size) setFolded((now) => new Set([...now].filter((id) => !errors.has(id))));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorKey]);
  const toggle = useCallback((id: string) => setFolded((now) => (now.has(id) ? new Set([...now].filter((x) => x !== id)) : new Set([...now, id]))), []);
  const jump = useCallback((id: string) => {
    setFolded((now) => (now.has(id) ? new Set([...now].filter((x) => x !== id)) : now));
    const element = document.getElementById(id);
    element?.scrollIntoView?.({ block: 'start' });
    element?.focus({ preventScroll: true });
  }, []);

  const main = blocks.filter((b) => !b.side);
  const side = blocks.filter((b) => b.side);
  const indexed = titled.length >= LONG_FORM_SECTIONS;
  const drawnNow = useFirstFrame(main, indexed);

  const draw = (block: Block) => {
    const body = drawnNow(block) ? content.get(block.name) : <div className="bo-section-pending" />;
    if (!block.title) return <div key={block.name}>{body}</div>;
    const id = anchorOf(rootId, block);
    return (
      <FoldingSection key={block.name} id={id} title={block.title} level={level} open={!folded.has(id)} onToggle={() => toggle(id)} actions={<SectionCopy title={block.title} fields={block.fields} />}>
        {body}
      </FoldingSection>
    );
  };
  const classes = ['bo-form-layout', indexed && 'bo-form-layout--indexed', side.length > 0 && 'bo-form-layout--side'].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <div className="bo-form-grid">
        <div className="bo-form-main">{main.map(draw)}</div>
        {side.length > 0 && (
<div className="bo-form-side">{side.map(draw)}</div>
        )}
        {indexed && (
          <div className="bo-form-index">
            <SectionIndex
              entries={titled.map((block, i) => ({
                id: anchors[i],
                title: block.title!,
                error: errors.has(anchors[i]),
                changed: block.fields.some((name) => changed.has(name)),
              }))}
              onJump={jump}
            />
          </div>
        )}
      </div>
    </div>
  );
}
