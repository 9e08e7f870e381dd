import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Spinner } from '@blueprintjs/core';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';
import type { BlueprintFormContext } from '../types';

/** Quill is loaded on first use: a screen without rich text does not ship it. */
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The editor's default height in px. */
export const RICHTEXT_HEIGHT = 600;

/**
 * `richtext`: the Quill editor (react-quill-new), 600 px high (`ui:options.height` to change), loaded lazily. The
 * value is HTML; an emptied editor gives `options.emptyValue`. Disabled or read-only makes Quill read-only.
 * The features of section 9 are on unless `ui:options` turns them off: `templates` (three built-in) and `gallery`
 * (images with their alt text and the class 'lazy', the caption copied to the clipboard). Unsaved text is kept by
 * the form's draft journal, as every field's is, in place of section 9's 30 s autosave (docs/deviations.md).
 */
export default function RichTextWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const { id, value, options, disabled, readonly, placeholder, onChange, onBlur, onFocus } = props;
  const height = typeof options.height === 'number' ? options.height : RICHTEXT_HEIGHT;
  const { mediaPicker, captionCopied } = (props.registry.formContext ?? {}) as BlueprintFormContext;
  const features = useMemo(
    () => ({ templates: options.templates !== false, gallery: options.gallery !== false && !!mediaPicker }),
    [options.templates, options.gallery, mediaPicker],
  );
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
        features={features}
        mediaPicker={mediaPicker}
        captionCopied={captionCopied}
      />
    </Suspense>
  );
}
