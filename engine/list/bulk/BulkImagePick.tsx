import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { WhyDisabled } from '../../reason/WhyDisabled';
import { MEDIA_FORM_CONTEXT } from '../../media/form-context';
import { ImagePreview } from '../../theme/widgets/ImagePreview';
import type { BulkChangeControl } from './useBulkChange';

const Picker = MEDIA_FORM_CONTEXT.mediaPicker!;

/**
 * The value of a bulk action that picks an image (`pick: "image"`, a featured image): the media library in its dialog,
 * as the image field opens it, then the image chosen with its preview, and Preview.
 */
export function BulkImagePick({ control, field, disabled }: { control: BulkChangeControl; field: string; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const picked = control.picked;
  return (
    <div className="engine-bulk-pick">
      <div className="engine-bulk-choose">
        <Button icon="media" text={picked ? 'Choose another image…' : `Choose ${field.toLowerCase()}…`} disabled={disabled} onClick={() => setOpen(true)} />
        <WhyDisabled reason={control.value === undefined ? `Choose the ${field.toLowerCase()} first.` : control.languages.length ? undefined : 'Tick at least one language.'}>
          <Button text="Preview" icon="eye-open" disabled={control.value === undefined || !control.languages.length || disabled} loading={control.busy === 'previewing'} onClick={control.preview} />
        </WhyDisabled>
      </div>
      {picked && (
        <div className="engine-bulk-picked">
          <span>{picked.name}</span>
          <ImagePreview src={picked.url} alt={`Preview of ${picked.name}`} />
        </div>
      )}
      {open && (
        <Picker
          chooseLabel="Choose"
          onClose={() => setOpen(false)}
          onChoose={(image) => {
            setOpen(false);
            control.pick(image);
          }}
        />
      )}
    </div>
  );
}
