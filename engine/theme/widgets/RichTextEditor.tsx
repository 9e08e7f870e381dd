import { useCallback, useEffect, useRef, type ComponentType } from 'react';
import ReactQuill, { type EmitterSource } from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import './richtext.css';
import { Button, ButtonGroup } from '@blueprintjs/core';
import type { MediaPickerProps } from '../types';
import { registerLazyImage } from './richtext-image';
import { quillToStored } from '../../registry/packs/core/richtext-spaces';
import RichTextTemplateMenu from './RichTextTemplateMenu';
import { useGalleryImage } from './useGalleryImage';

registerLazyImage();

/** The editor's features of section 9. (Its unsaved text is kept by the form's draft journal, as every field's is.) */
export interface RichTextFeatures {
  /** The three built-in templates. */
  templates: boolean;
  /** Images from the gallery, inserted with their alt text; their caption copied to the clipboard. */
  gallery: boolean;
}

export interface RichTextEditorProps {
  id: string;
  value: string;
  /** Called with the HTML on user edits only ("" when the editor is emptied). */
  onChange: (html: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  readOnly: boolean;
  height: number;
  placeholder?: string;
  features: RichTextFeatures;
  /** The media library in a dialog; the gallery feature needs it. */
  mediaPicker?: ComponentType<MediaPickerProps>;
  captionCopied?: string;
}

/** Quill renders an empty document as an empty paragraph. */
const EMPTY_DOCUMENTS = new Set(['', '<p><br></p>', '<p></p>']);
const TOOLBAR = [[{ header: [2, 3, 4, false] }], ['bold', 'italic', 'underline', 'link'], [{ list: 'ordered' }, { list: 'bullet' }], ['blockquote'], ['clean']];
// One way to insert an image: the named gallery button above the editor, not a second, unnamed one in Quill's toolbar.
const EDITING_MODULES = { toolbar: { container: TOOLBAR } };
const READ_ONLY_MODULES = { toolbar: false };

/**
 * The Quill editor (snow theme) through react-quill-new, kept in its own module so that only forms with rich
 * text load Quill. Changes made by Quill itself (normalising the loaded HTML) are not reported, so opening a
 * record does not change its data. The HTML the form gets has ordinary spaces (richtext-spaces.ts).
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { id, value, onChange, onBlur, onFocus, readOnly, height, placeholder, features } = props;
  const quill = useRef<ReactQuill>(null);
  // Quill's own HTML for the value last given to the form: handed back to Quill while the form holds that value,
  // since any other HTML is a new document to Quill, which would set it again and lose the cursor (and a space
  // just typed at the end of a line).
  const emitted = useRef<{ quill: string; stored: string } | null>(null);
  const handleChange = useCallback(
    (html: string, _delta: unknown, source: EmitterSource) => {
      if (source !== 'user') return;
      const stored = EMPTY_DOCUMENTS.has(html) ? '' : quillToStored(html);
      emitted.current = { quill: html, stored };
      onChange(stored);
    },
    [onChange],
  );
  const quillValue = emitted.current?.stored === value ? emitted.current.quill : value;
  const editorOf = useCallback(() => quill.current?.getEditor(), []);
  const cursor = () => {
    const editor = editorOf();
    return editor ? (editor.getSelection()?.index ?? editor.getLength() - 1) : 0;
  };
  const gallery = useGalleryImage(editorOf, cursor, props.captionCopied ?? 'Caption copied to clipboard.');

  // A template starts a block of its own: inserted mid-line, the line is broken first.
  // Quill's toolbar controls carry no names (its style picker is an unnamed role=button): name them for assistive technology.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    frame.current?.querySelectorAll<HTMLElement>('.ql-toolbar .ql-picker-label, .ql-toolbar button').forEach((control) => {
      if (control.getAttribute('aria-label')) return;
      const format = [...(control.closest('.ql-picker') ?? control).classList].find((c) => c.startsWith('ql-') && c !== 'ql-picker' && c !== 'ql-picker-label');
      const name = format?.slice(3) === 'header' ? 'Text style' : (format?.slice(3) ?? 'format') + (control.getAttribute('value') ? ` ${control.getAttribute('value')}` : '');
      control.setAttribute('aria-label', name);
    });
  });

  const insertTemplate = (html: string) => {
    const editor = quill.current?.getEditor();
    if (!editor) return;
    let index = cursor();
    if (editor.getLine(index)[1] > 0) editor.insertText(index++, '\n', 'user');
    editor.clipboard.dangerouslyPasteHTML(index, html, 'user');
  };
  const Picker = props.mediaPicker;

  return (
    <div id={id} ref={frame} className="bo-richtext" style={{ ['--bo-richtext-height' as string]: `${height}px` }}>
      {!readOnly && (features.templates || features.gallery) && (
        <ButtonGroup className="bo-richtext-actions" style={{ marginBottom: 6, gap: 6 }}>
          {features.templates && <RichTextTemplateMenu onInsert={insertTemplate} />}
          {features.gallery && <Button icon="media" text="Insert image from gallery" onClick={gallery.open} />}
        </ButtonGroup>
      )}
      <ReactQuill
        ref={quill}
        theme="snow"
        value={quillValue}
        onChange={handleChange}
        onBlur={onBlur}
        onFocus={onFocus}
        readOnly={readOnly}
        modules={readOnly ? READ_ONLY_MODULES : EDITING_MODULES}
        placeholder={placeholder}
      />
      {gallery.picking && Picker && <Picker onClose={gallery.close} onChoose={gallery.choose} chooseLabel="Insert" />}
    </div>
  );
}
