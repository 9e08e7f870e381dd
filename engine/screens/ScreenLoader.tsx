import { Spinner } from '@blueprintjs/core';
import { DescriptorMistake } from './DescriptorMistake';
import { ScreenOf } from './components';
import { useDescriptor } from './useDescriptor';
import { isChunkLoadError } from './frame/chunk-error';
import { RecordLabelContext } from './frame/document-title';
import { CATALOG } from '../descriptor/catalog';

/**
 * Loads a screen's descriptor when its route opens, then draws it. A descriptor that could not be fetched (the app
 * was updated since the tab opened) goes to the route's error element, which offers the new version.
 */
export function ScreenLoader({ file }: { file: string }) {
  const { descriptor, error } = useDescriptor({ file });
  if (error && isChunkLoadError(error)) throw error;
  if (error) return <DescriptorMistake error={error} />;
  if (!descriptor) return <Spinner />;
  return (
    <RecordLabelContext.Provider value={CATALOG.find((entry) => entry.file === file)?.recordLabel}>
      <ScreenOf key={file} descriptor={descriptor} />
    </RecordLabelContext.Provider>
  );
}
