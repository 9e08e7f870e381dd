import { lazy, Suspense, useCallback } from 'react';
import { Spinner } from '@blueprintjs/core';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';

/** Quill is loaded on first use: a screen without rich text does not ship it. */
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The editor's default height in px. */
export const RICHTEXT_HEIGHT = 600;

/**
 * `richtext`: the Quill editor (react-quill-new), 600 px high (`ui:options.height` to change), loaded lazily. The
 * value is HTML; an emptied editor gives `options.emptyValue`. Disabled or read-only makes Quill read-only.
 */
export default function RichTextWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const { id, value, options, disabled, readonly, placeholder, onChange, onBlur, onFocus } = props;
  const height = typeof options.height === 'number' ? options.height : RICHTEXT_HEIGHT;
  const handleChange = useCallback((html: string) => onChange(html === '' ? options.emptyValue : html), [onChange, options.emptyValue]);
  return (
    <Suspense
      fallback={
        <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Spinner size={24} aria-label="Loading editor" />
        </div>
      }
    >
      <RichTextEditor
        id={id}
        value={typeof value === 'string' ? value : ''}
        onChange={handleChange}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        readOnly={Boolean(disabled || readonly)}
        height={height}
        placeholder={placeholder || undefined}
      />
    </Suspense>
  );
}
