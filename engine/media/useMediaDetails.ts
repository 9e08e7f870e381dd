import { useCallback, useState } from 'react';
import { notify } from '../notices';
import { copyText } from '../theme/widgets/clipboard';
import type { MediaSettings } from './settings';
import type { ImageTexts, MediaApi, MediaFile } from './types';

/**
 * The details panel: the opened file, its alt text and caption as edited, Save and Copy URL. While an upload
 * runs, opening details is refused with 'waitForUpload' (section 4: uploading blocks opening image details).
 */
export function useMediaDetails(api: MediaApi, settings: MediaSettings, uploading: () => boolean, onSaved: (file: MediaFile) => void) {
  const [file, setFile] = useState<MediaFile | null>(null);
  const [texts, setTexts] = useState<ImageTexts>({ altText: '', caption: '' });
  const [saving, setSaving] = useState(false);

  const open = useCallback(
    (next: MediaFile) => {
      if (uploading()) {
        void notify(settings.notices.waitForUpload, 'primary');
        return;
      }
      setFile(next);
      setTexts({ altText: next.altText, caption: next.caption });
    },
    [uploading, settings],
  );
  const close = useCallback(() => setFile(null), []);

  const save = async () => {
    if (!file) return;
    setSaving(true);
    try {
      const saved = await api.saveInfo(file, texts);
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

  const dirty = !!file && (texts.altText !== file.altText || texts.caption !== file.caption);
  return { file, texts, setTexts, saving, dirty, open, close, save, copyUrl };
}
