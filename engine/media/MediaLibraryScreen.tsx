import { useMemo } from 'react';
import { mediaCalls } from './calls';
import type { CustomScreen } from '../model/descriptor';
import { useEngine } from '../EngineContext';
import { MediaLibraryView } from './MediaLibraryView';
import type { MediaSettings } from './settings';
import { useMediaLibrary } from './useMediaLibrary';
import { SEARCH_PARAM } from '../list/search';
import { useAddressSearch } from '../list/useAddressSearch';

/**
 * /media: the library of the descriptor's folders, opening on the current language's folder (the frame is the custom
 * screen's), its search kept in the address (`?q=`) as every list's is.
 */
export default function MediaLibraryScreen({ descriptor }: { descriptor: CustomScreen }) {
  const { provider, subject, language } = useEngine();
  const api = useMemo(() => mediaCalls(provider), [provider]);
  const [query, setQuery] = useAddressSearch(SEARCH_PARAM);
  const kept = useMemo(() => ({ query, setQuery }), [query, setQuery]);
  const library = useMediaLibrary({ api, settings: descriptor.props as unknown as MediaSettings, subject, language, kept, guardsRoutes: true });
  return <MediaLibraryView library={library} mode="screen" />;
}
