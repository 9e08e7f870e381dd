import { useCallback, useRef, useState } from 'react';
import { notify } from '../notices';
import { notifyFailure } from '../notify-failure';
import type { MediaSettings } from './settings';
import type { MediaApi, MediaFile } from './types';

export interface UploadItem {
  id: number;
  name: string;
  size: number;
  /** 0 to 1. */
  sent: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
}

/** Two files travel at once: a long list finishes sooner without crowding a slow connection. */
const AT_ONCE = 2;

/**
 * Uploads each file as its own request (progress per file and in total), two at a time, then says
 * 'Images has been uploaded' and hands the new files on. A failed file keeps a red bar; the others go on.
 */
export function useMediaUpload(api: MediaApi, settings: MediaSettings, onUploaded: (files: MediaFile[]) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const nextId = useRef(0);
  const busyRef = useRef(false);

  const update = (id: number, change: Partial<UploadItem>) => setItems((all) => all.map((i) => (i.id === id ? { ...i, ...change } : i)));

  const start = useCallback(
    async (folder: string, files: File[]) => {
      if (!files.length || busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      const queue = files.map((file) => ({ file, id: nextId.current++ }));
      setItems(queue.map(({ file, id }) => ({ id, name: file.name, size: file.size, sent: 0, state: 'waiting' })));
      const uploaded: MediaFile[] = [];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { file, id } = next;
          update(id, { state: 'sending' });
          try {
            uploaded.push(...(await api.upload(folder, file, (sent) => update(id, { sent }))));
            update(id, { sent: 1, state: 'done' });
          } catch (error) {
            // The failed file keeps its red bar; the notice says why (the specification names no text for it).
            notifyFailure(`media upload of ${file.name} failed`, error);
            update(id, { state: 'failed' });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(AT_ONCE, files.length) }, worker));
      busyRef.current = false;
      setBusy(false);
      // Done files are in the grid now; only the failed ones keep their (red) bar.
      setItems((all) => all.filter((i) => i.state === 'failed'));
      if (uploaded.length) {
        void notify(settings.notices.uploaded, 'success');
        onUploaded(uploaded);
      }
    },
    [api, settings, onUploaded],
  );

  const sizeOf = items.reduce((sum, i) => sum + Math.max(i.size, 1), 0);
  const total = sizeOf ? items.reduce((sum, i) => sum + Math.max(i.size, 1) * (i.state === 'done' || i.state === 'failed' ? 1 : i.sent), 0) / sizeOf : 0;
  const clear = useCallback(() => !busyRef.current && setItems([]), []);
  return { items, busy, total, start, clear, isBusy: () => busyRef.current };
}
