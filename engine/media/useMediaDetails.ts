import { useCallback, useState } from 'react';
import { useUnsavedChanges } from '../form/unsaved';
import { notify } from '../notices';
import { copyText } from '../theme/widgets/clipboard';
import type { MediaSettings } from './settings';
import type { ImageTexts, MediaApi, MediaFile } from './types';

/**
 * The details panel: the opened file, its alt text and caption as edited, Save and Copy URL. While an upload
 * runs, opening details is refused with 'waitForUpload' (section 4: uploading blocks opening image details).
 * Texts typed and not saved are guarded as a form's are: opening another file, closing the panel, leaving the
 * screen (where `guardsRoutes`), switching the language or closing the tab asks first.
 */
export function useMediaDetails(api: MediaApi, settings: MediaSettings, uploading: () => boolean, onSaved: (file: MediaFile) => void, guardsRoutes = false) {
  const [file, setFile] = useState<MediaFile | null>(null);
  const [texts, setTexts] = useState<ImageTexts>({ altText: '', caption: '' });
  const [saving, setSaving] = useState(false);
  const dirty = !!file && (texts.altText !== file.altText || texts.caption !== file.caption);
  const guard = useUnsavedChanges(dirty, { routes: guardsRoutes, onDiscard: () => file && setTexts({ altText: file.altText, caption: file.caption }) });

  const open = useCallback(
    async (next: MediaFile) => {
      if (uploading()) {
        void notify(settings.notices.waitForUpload, 'primary');
        return;
      }
      // Nothing typed: the file opens at once, in the same event (the picker's Insert is ready with it).
      if (dirty && next.key !== file?.key && !(await guard.confirmLeave())) return;
      setFile(next);
      setTexts({ altText: next.altText, caption: next.caption });
    },
    [uploading, settings, file, dirty, guard],
  );
  /** Closes the opened file once its unsaved texts are saved or discarded: true when it closed. */
  const close = useCallback(async () => {
    if (!(await guard.confirmLeave())) return false;
    setFile(null);
    return true;
  }, [guard]);
  /** The opened file is gone (deleted): its texts go with it, with nothing to ask. */
  const forget = useCallback(() => setFile(null), []);

  const save = async () => {
    if (!file) return;
    setSaving(true);
    try {
      const saved = await api.saveInfo(file, texts);
      guard.saved();
      setFile(saved);
      onSaved(saved);
      void notify(settings.notices.saved, 'success');
    } catch (error) {
      console.error('image info save failed', error);
      void notify(settings.notices.saveFailed, 'danger');
    } finally {
      setSaving(false);
    }
  };

  const copyUrl = async () => {
    if (file && (await copyText(file.url))) void notify(settings.notices.copied, 'success');
  };

  return { file, texts, setTexts, saving, dirty, open, close, forget, save, copyUrl };
}
