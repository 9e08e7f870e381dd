import { useEffect, useRef } from 'react';
import { EditorState, Compartment } from '@codemirror/state';
import { EditorView, hoverTooltip } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { jsonCompletion, jsonSchemaHover, stateExtensions, updateSchema } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import type { Problem } from '../check/check-text';
import { isDark, shadowParent, studioTheme } from './shadow-editor';
import { useDocumentDark } from './useDocumentDark';
import { readWithFragments } from './read-with-fragments';
import { hoverTexts } from './hover-texts';
import { fieldNameCompletion } from './field-name-completion';
import type { EntitySchema } from '../../model/entity';

export interface JsonEditorProps {
  text: string;
  onChange(text: string): void;
  problems: Problem[];
  schema: JSONSchema7;
  /** The entity the descriptor names: its fields are offered for a field's name. */
  entity?: EntitySchema;
  readOnly?: boolean;
  label: string;
  /** A place to show: the cursor goes there and the editor takes the focus (a problem chosen in the list). */
  reveal?: { at: number };
}

const diagnosticsOf = (problems: Problem[], length: number): Diagnostic[] =>
  problems.map((p) => {
    const from = Math.min(p.from ?? 0, length);
    return { from, to: Math.min(Math.max(p.to ?? from + 1, from), length), severity: 'error', message: p.at ? `at ${p.at}: ${p.message}` : p.message };
  });

/**
 * The descriptor's text in CodeMirror 6: JSON, the descriptor schema's completion and hover help, and the build's
 * check shown where each problem lies. The text is the parent's; the editor reports every change.
 */
export function JsonEditor({ text, onChange, problems, schema, entity, readOnly, label, reveal }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  const latest = useRef({ onChange, entity });
  latest.current = { onChange, entity };
  const editable = useRef(new Compartment());
  const look = useRef(new Compartment());
  const dark = useDocumentDark();

  useEffect(() => {
    const { parent, root } = shadowParent(host.current!);
    const created = new EditorView({
      parent,
      root,
      state: EditorState.create({
        doc: text,
        extensions: [
          basicSetup,
          look.current.of(studioTheme(isDark())),
          json(),
          jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
          jsonLanguage.data.of({ autocomplete: fieldNameCompletion(() => latest.current.entity) }),
          hoverTooltip(jsonSchemaHover({ parser: readWithFragments, getHoverTexts: hoverTexts })),
          stateExtensions(schema),
          lintGutter(),
          editable.current.of([EditorState.readOnly.of(!!readOnly), EditorView.editable.of(!readOnly)]),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => created.destroy();
    // The editor is made once; what changes later is applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A text set from outside (loaded, reverted, changed in the form view) replaces the editor's.
  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== text) current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: text } });
  }, [text]);
  useEffect(() => {
    const current = view.current;
    if (!current || !reveal) return;
    current.dispatch({ selection: { anchor: Math.min(reveal.at, current.state.doc.length) }, scrollIntoView: true });
    current.focus();
  }, [reveal]);
  // The check runs outside the editor (useDescriptorCheck): its problems are put in as they come.
  useEffect(() => {
    const current = view.current;
    if (current) current.dispatch(setDiagnostics(current.state, diagnosticsOf(problems, current.state.doc.length)));
  }, [problems]);
  useEffect(() => {
    if (view.current) updateSchema(view.current, schema);
  }, [schema]);
  useEffect(() => {
    view.current?.dispatch({ effects: look.current.reconfigure(studioTheme(dark)) });
  }, [dark]);
  useEffect(() => {
    view.current?.dispatch({ effects: editable.current.reconfigure([EditorState.readOnly.of(!!readOnly), EditorView.editable.of(!readOnly)]) });
  }, [readOnly]);

  return <div className="studio-code" ref={host} />;
}
