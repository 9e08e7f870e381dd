import { Spinner } from '@blueprintjs/core';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useEngine } from '../EngineContext';
import { DescriptorMistake } from './DescriptorMistake';
import { ScreenOf } from './components';
import { useDescriptor } from './useDescriptor';
import { isChunkLoadError } from './frame/chunk-error';
import { CATALOG } from '../descriptor/catalog';
import { preloadScreen } from './preload';
import { preloadRoute } from './preload-route';
import { whenIdle } from './when-idle';
import { preloadPath, preloadPathCodeWhenShown } from './preload-path';
import { LinkPreloadContext, type LinkPreload } from './frame/link-preload';
import { ScreenContexts } from './ScreenContexts';
import { screenReady } from './screen-ready';
import { screenOpened, warmAhead } from './warmup/warm-ahead';

/** How long a screen's first draw waits for its records (readsAnswered) before it draws its frame and spinners. */
export const READS_WAITED_MS = 150;
/** At the latest, how long after a screen drew the rest of what it may draw is fetched (its other tabs, its dialogs). */
const PRELOAD_REST_WITHIN_MS = 500;

/**
 * Loads a screen's descriptor when its route opens, then draws it, with what it draws loading alongside
 * (preload.ts). A descriptor that could not be fetched (the app was updated since the tab opened) goes to the
 * route's error element, which offers the new version.
 */
export function ScreenLoader({ file }: { file: string }) {
  const entry = CATALOG.find((e) => e.file === file);
  const { provider, language, subject } = useEngine();
  const params = useParams();
  const [search] = useSearchParams();
  // Drawn once what it draws at once is here (screen-ready.ts): its heading and its fields show together.
  const { descriptor, error } = useDescriptor({ file }, (loaded) => screenReady(entry, loaded, { provider, language, params, tab: search.get('tab') }, READS_WAITED_MS));
  useEffect(() => {
    // Opened for real: its code has run, so it is not drawn hidden ahead of a later opening (warm-ahead.ts).
    screenOpened(file);
    preloadRoute(file, { provider, language, params, tab: search.get('tab'), userId: subject.userId });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);
  useEffect(() => {
    if (!descriptor) return;
    // Once the screen has painted and the page is idle: what it draws at once was fetched with the route
    // (preloadRoute, the prepare above), so this walk of the descriptor serves its other tabs and dialogs. Run as the
    // screen drew, it held its first frames back (some 15 ms of a warm opening).
    return whenIdle(() => preloadScreen(descriptor, { provider, language, params, tab: search.get('tab') }), PRELOAD_REST_WITHIN_MS);
    // Once per screen opened: the screens themselves read again when the language or the address changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [descriptor]);
  const linkPreload = useMemo<LinkPreload>(() => {
    const ctx = { provider, language, userId: subject.userId };
    return { ahead: (to) => preloadPath(to, ctx), whenShown: preloadPathCodeWhenShown, warm: (to, from) => warmAhead(to, from, ctx) };
  }, [provider, language, subject.userId]);
  if (error && isChunkLoadError(error)) throw error;
  if (error) return <DescriptorMistake error={error} />;
  if (!descriptor) return <Spinner />;
  return (
    <ScreenContexts entry={entry}>
      <LinkPreloadContext.Provider value={linkPreload}>
        <ScreenOf key={file} descriptor={descriptor} />
      </LinkPreloadContext.Provider>
    </ScreenContexts>
  );
}
