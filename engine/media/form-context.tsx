import { lazy, Suspense } from 'react';
import { LIBRARY_SETTINGS } from './settings';
import type { BlueprintFormContext, MediaPickerProps } from '../theme/types';

const Dialog = lazy(() => import('./MediaPickerDialog'));

/** The picker loads with its first opening: a form that never opens it does not ship the library. */
function MediaPicker(props: MediaPickerProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

/** What every form hands its image fields and editors through rjsf's formContext. */
export const MEDIA_FORM_CONTEXT: BlueprintFormContext = { mediaPicker: MediaPicker, captionCopied: LIBRARY_SETTINGS.notices.captionCopied.message };
