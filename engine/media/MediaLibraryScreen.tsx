import { useMemo } from 'react';
import { mediaCalls } from './calls';
import type { CustomScreen } from '../model/descriptor';
import { useEngine } from '../EngineContext';
import { MediaLibraryView } from './MediaLibraryView';
import type { MediaSettings } from './settings';
import { useMediaLibrary } from './useMediaLibrary';

/** /media: the library of the descriptor's folders, opening on the current language's folder (the frame is the custom screen's). */
export default function MediaLibraryScreen({ descriptor }: { descriptor: CustomScreen }) {
  const { provider, subject, language } = useEngine();
  const api = useMemo(() => mediaCalls(provider), [provider]);
  const library = useMediaLibrary({ api, settings: descriptor.props as unknown as MediaSettings, subject, language, guardsRoutes: true });
  return <MediaLibraryView library={library} mode="screen" />;
}
