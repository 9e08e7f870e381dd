import { useCallback } from 'react';
import ReactQuill, { type EmitterSource } from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import './richtext.css';

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
}

/** Quill renders an empty document as an empty paragraph. */
const EMPTY_DOCUMENTS = new Set(['', '<p><br></p>', '<p></p>']);

/** Quill's snow toolbar, or none while read-only (its buttons cannot be disabled). */
const EDITABLE_MODULES = { toolbar: true };
const READ_ONLY_MODULES = { toolbar: false };

/**
 * The Quill editor (snow theme) through react-quill-new. Kept in its own module so that `React.lazy` loads Quill
 * only for forms that contain rich text. Changes made by Quill itself (normalising the loaded HTML) are not reported,
 * so opening a record does not change its data.
 */
export default function RichTextEditor({ id, value, onChange, onBlur, onFocus, readOnly, height, placeholder }: RichTextEditorProps) {
  const handleChange = useCallback(
    (html: string, _delta: unknown, source: EmitterSource) => {
      if (source !== 'user') return;
      onChange(EMPTY_DOCUMENTS.has(html) ? '' : html);
    },
    [onChange],
  );
  return (
    <div id={id} className="bo-richtext" style={{ ['--bo-richtext-height' as string]: `${height}px` }}>
      <ReactQuill
        theme="snow"
        value={value}
        onChange={handleChange}
        onBlur={onBlur}
        onFocus={onFocus}
        readOnly={readOnly}
        modules={readOnly ? READ_ONLY_MODULES : EDITABLE_MODULES}
        placeholder={placeholder}
      />
    </div>
  );
}
