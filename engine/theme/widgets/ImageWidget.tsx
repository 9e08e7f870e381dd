import { useCallback, useState, type ChangeEvent } from 'react';
import { Button, ControlGroup } from '@blueprintjs/core';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';
import type { BlueprintFormContext, PickedImage } from '../types';

/**
 * `image`: a text box plus an "Open gallery" button (`ui:options.buttonLabel` names it otherwise) that opens `formContext.mediaPicker`; choosing an image puts
 * its name into the box (a featured image stores the name), or its url with `ui:options.store: 'url'`. The box
 * stays editable by hand; without a picker the button is not offered.
 */
export default function ImageWidget<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: WidgetProps<T, S, F>,
) {
  const { options, registry, disabled, readonly, onChange } = props;
  const [isOpen, setOpen] = useState(false);
  const BaseInputTemplate = getTemplate<'BaseInputTemplate', T, S, F>('BaseInputTemplate', registry, options);
  const { mediaPicker: Picker } = (registry.formContext ?? {}) as BlueprintFormContext;
  const store = options.store === 'url' ? 'url' : 'name';
  const choose = useCallback(
    (image: PickedImage) => {
      setOpen(false);
      onChange(image[store]);
    },
    [onChange, store],
  );
  const handleText = useCallback(
    (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value === '' ? options.emptyValue : e.target.value),
    [onChange, options.emptyValue],
  );
  return (
    <>
      {/* The box takes the width; the button keeps its text on one line. */}
      <ControlGroup fill>
        <BaseInputTemplate {...props} type="text" onChangeOverride={handleText} />
        {Picker && <Button icon="media" text={typeof options.buttonLabel === 'string' ? options.buttonLabel : 'Open gallery'} disabled={disabled || readonly} onClick={() => setOpen(true)} style={{ flexGrow: 0, flexShrink: 0 }} />}
      </ControlGroup>
      {isOpen && Picker && <Picker onClose={() => setOpen(false)} onChoose={choose} chooseLabel="Choose" />}
    </>
  );
}
