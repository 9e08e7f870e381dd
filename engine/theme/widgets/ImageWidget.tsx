import { useCallback, useState, type ChangeEvent } from 'react';
import { Button, ControlGroup } from '@blueprintjs/core';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';
import type { BlueprintFormContext, PickedImage } from '../types';
import { ImagePreview, isImageAddress } from './ImagePreview';

/**
 * `image`: a text box plus an "Open gallery" button (`ui:options.buttonLabel` names it otherwise) that opens `formContext.mediaPicker`; choosing an image puts
 * its name into the box (a featured image stores the name), or its url with `ui:options.store: 'url'`. The box
 * stays editable by hand; without a picker the button is not offered. A preview shows the image under the box.
 */
export default function ImageWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const { options, registry, disabled, readonly, onChange, value, label } = props;
  const [isOpen, setOpen] = useState(false);
  // The address of the image chosen last, for a field that stores its name (an address the page cannot show).
  const [picked, setPicked] = useState<{ value: string; url: string } | null>(null);
  const BaseInputTemplate = getTemplate<'BaseInputTemplate', T, S, F>('BaseInputTemplate', registry, options);
  const { mediaPicker: Picker } = (registry.formContext ?? {}) as BlueprintFormContext;
  const store = options.store === 'url' ? 'url' : 'name';
  const choose = useCallback(
    (image: PickedImage) => {
      setOpen(false);
      setPicked({ value: image[store], url: image.url });
      onChange(image[store]);
    },
    [onChange, store],
  );
  const handleText = useCallback(
    (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value === '' ? options.emptyValue : e.target.value),
    [onChange, options.emptyValue],
  );
  const preview = picked && picked.value === value ? picked.url : isImageAddress(value) ? value.trim() : undefined;
  return (
    <>
      {/* The box takes the width; the button keeps its text on one line. */}
      <ControlGroup fill className="bo-image-field">
        <BaseInputTemplate {...props} type="text" onChangeOverride={handleText} />
        {Picker && <Button icon="media" text={typeof options.buttonLabel === 'string' ? options.buttonLabel : 'Open gallery'} disabled={disabled || readonly} onClick={() => setOpen(true)} style={{ flexGrow: 0, flexShrink: 0 }} />}
      </ControlGroup>
      {preview && <ImagePreview src={preview} alt={`Preview of ${label || 'the image'}`} />}
      {isOpen && Picker && <Picker onClose={() => setOpen(false)} onChoose={choose} chooseLabel="Choose" />}
    </>
  );
}
