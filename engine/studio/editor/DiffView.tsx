import { useEffect, useRef } from 'react';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { MergeView } from '@codemirror/merge';
import { json } from '@codemirror/lang-json';
import { isDark, shadowParent, studioTheme } from './shadow-editor';

const readOnly = (label: string) => [json(), studioTheme(isDark()), EditorState.readOnly.of(true), EditorView.editable.of(false), EditorView.contentAttributes.of({ 'aria-label': label })];

/** Two texts side by side with their differences marked (@codemirror/merge), read-only, each pane named. */
export function DiffView(props: { left: string; right: string; leftLabel: string; rightLabel: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const { parent, root } = shadowParent(host.current!);
    const view = new MergeView({
      root,
      a: { doc: props.left, extensions: readOnly(props.leftLabel) },
      b: { doc: props.right, extensions: readOnly(props.rightLabel) },
      parent,
      collapseUnchanged: { margin: 3, minSize: 6 },
      gutter: true,
    });
    return () => view.destroy();
  }, [props.left, props.right, props.leftLabel, props.rightLabel]);
  return (
    <div className="studio-diff">
      <div className="studio-diff-labels">
        <span>{props.leftLabel}</span>
        <span>{props.rightLabel}</span>
      </div>
      {/* Scrolls within the dialog: focusable, so a keyboard scrolls it too. */}
      <div ref={host} className="studio-diff-panes" tabIndex={0} role="region" aria-label={`${props.leftLabel} and ${props.rightLabel}`} />
    </div>
  );
}
