import { useEffect, useRef } from 'react';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { MergeView } from '@codemirror/merge';
import { json } from '@codemirror/lang-json';
import { shadowParent, studioTheme } from './shadow-editor';
import { useDocumentDark } from './useDocumentDark';

const readOnly = (label: string, dark: boolean) => [json(), studioTheme(dark), EditorState.readOnly.of(true), EditorView.editable.of(false), EditorView.contentAttributes.of({ 'aria-label': label })];

/** Two texts side by side with their differences marked (@codemirror/merge), read-only, each pane named. */
export function DiffView(props: { left: string; right: string; leftLabel: string; rightLabel: string }) {
  const host = useRef<HTMLDivElement>(null);
  const dark = useDocumentDark();
  // Made anew when the texts or the theme change: a comparison holds no edits to keep.
  useEffect(() => {
    const { parent, root } = shadowParent(host.current!);
    const view = new MergeView({
      root,
      a: { doc: props.left, extensions: readOnly(props.leftLabel, dark) },
      b: { doc: props.right, extensions: readOnly(props.rightLabel, dark) },
      parent,
      collapseUnchanged: { margin: 3, minSize: 6 },
      gutter: true,
    });
    return () => view.destroy();
  }, [props.left, props.right, props.leftLabel, props.rightLabel, dark]);
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
