import { Button, Classes } from '@blueprintjs/core';
import { useState, type DragEvent, type RefObject } from 'react';

interface Props {
  inputRef: RefObject<HTMLInputElement | null>;
  onFiles(files: File[]): void;
}

/** 'Drag & Drop or Click': files dropped on the zone, or chosen through its button (reachable by keyboard). */
export function UploadZone({ inputRef, onFiles }: Props) {
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    onFiles([...e.dataTransfer.files]);
  };
  return (
    <div
      className={`bo-media-drop ${Classes.CARD}${over ? ' bo-media-drop-over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Button icon="cloud-upload" variant="minimal" size="large" text="Drag & Drop or Click" onClick={() => inputRef.current?.click()} />
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label="Files to upload"
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
