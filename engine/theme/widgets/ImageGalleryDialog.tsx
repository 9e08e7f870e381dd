import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Callout, Card, Dialog, DialogBody, DialogFooter, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import type { GalleryImage } from '../types';

export interface ImageGalleryDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onChoose: (image: GalleryImage) => void;
  /** Called each time the dialog opens. Missing: the dialog says the gallery is unavailable. */
  loadImages?: () => Promise<GalleryImage[]>;
}

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; images: GalleryImage[] };

/** The media gallery: a filterable grid of thumbnails; clicking one chooses it. */
export default function ImageGalleryDialog({ isOpen, onClose, onChoose, loadImages }: ImageGalleryDialogProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [query, setQuery] = useState('');
  // The loader is read through a ref: a new function on every form render must not reload the open gallery.
  const loader = useRef(loadImages);
  loader.current = loadImages;

  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    setQuery('');
    setState({ status: 'loading' });
    const load = loader.current;
    if (!load) {
      setState({ status: 'error', message: 'The gallery is not available here.' });
      return;
    }
    load().then(
      (images) => live && setState({ status: 'ready', images }),
      (e: unknown) => live && setState({ status: 'error', message: `The gallery could not be loaded. ${e instanceof Error ? e.message : ''}`.trim() }),
    );
    return () => {
      live = false;
    };
  }, [isOpen]);

  const shown = useMemo(() => {
    if (state.status !== 'ready') return [];
    const q = query.trim().toLowerCase();
    return q ? state.images.filter((i) => i.name.toLowerCase().includes(q)) : state.images;
  }, [state, query]);

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Gallery" icon="media" style={{ width: 820, maxWidth: '95vw' }}>
      <DialogBody>
        {state.status === 'loading' && <Spinner aria-label="Loading images" />}
        {state.status === 'error' && <Callout intent="danger">{state.message}</Callout>}
        {state.status === 'ready' && (
          <>
            <InputGroup leftIcon="search" placeholder="Filter by name" value={query} onChange={(e) => setQuery(e.target.value)} />
            {shown.length === 0 ? (
              <NonIdealState icon="media" title="No images" />
            ) : (
              <div role="list" aria-label="Images" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 10, marginTop: 10, maxHeight: '60vh', overflowY: 'auto' }}>
                {shown.map((image) => (
                  <Card key={image.key} role="listitem" interactive compact title={image.name} aria-label={image.name} onClick={() => onChoose(image)} style={{ padding: 6 }}>
                    <img src={image.url} alt={image.name} loading="lazy" style={{ width: '100%', height: 100, objectFit: 'cover', display: 'block' }} />
                    <div className="bp6-text-overflow-ellipsis bp6-text-small" style={{ marginTop: 4 }}>{image.name}</div>
                  </Card>
                ))}
              </div>
            )}
          </>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
    </Dialog>
  );
}
