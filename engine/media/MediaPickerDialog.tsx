import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { HeadingLevel } from '../form/heading-level';
import { useMemo, useState } from 'react';
import { mediaCalls } from './calls';
import { useEngine } from '../EngineContext';
import type { MediaPickerProps } from '../theme/types';
import { MediaLibraryView } from './MediaLibraryView';
import { LIBRARY_SETTINGS } from './settings';
import { useMediaLibrary } from './useMediaLibrary';

/**
 * The library in a dialog, for forms: it opens on the current language's folder; the opened file's details can
 * be saved, and choosing it fetches its image info (section 2, Gallery picker) before handing it to the field.
 */
export default function MediaPickerDialog({ onClose, onChoose, chooseLabel }: MediaPickerProps) {
  const { provider, subject, language } = useEngine();
  const api = useMemo(() => mediaCalls(provider), [provider]);
  const library = useMediaLibrary({ api, settings: LIBRARY_SETTINGS, subject, language });
  const [choosing, setChoosing] = useState(false);
  const file = library.details.file;

  // The opened file's texts typed and not saved are not lost by leaving the dialog: it asks first.
  const cancel = () => void library.details.close().then((closed) => closed && onClose());
  const choose = async () => {
    if (!file || !(await library.details.close())) return;
    setChoosing(true);
    const texts = await api.info(file);
    onChoose({ name: file.name, key: file.key, url: file.url, ...texts });
  };

  return (
    <Dialog isOpen onClose={cancel} title="Media library" icon="media" className="bo-media-dialog" canOutsideClickClose={false}>
      <DialogBody useOverflowScrollContainer>
        <HeadingLevel level={3}>
          <MediaLibraryView library={library} mode="picker" />
        </HeadingLevel>
      </DialogBody>
      <DialogFooter
        minimal
        actions={
          <>
            <Button text="Cancel" onClick={cancel} />
            <Button intent="primary" text={chooseLabel} disabled={!file} loading={choosing} onClick={() => void choose()} />
          </>
        }
      >
        {file ? `Chosen: ${file.name}` : 'Open a file to choose it.'}
      </DialogFooter>
    </Dialog>
  );
}
