import { Spinner } from '@blueprintjs/core';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useEngine } from '../EngineContext';
import { DescriptorMistake } from './DescriptorMistake';
import { ScreenOf, loadScreenCode } from './components';
import { useDescriptor } from './useDescriptor';
import { isChunkLoadError } from './frame/chunk-error';
import { RecordLabelContext } from './frame/document-title';
import { ScreenLabelsContext } from './frame/screen-labels';
import { CATALOG, fileOfId, loadDescriptor } from '../descriptor/catalog';
import { preloadScreen, readsAnswered } from './preload';
import { preloadRoute } from './preload-route';
import { whenIdle } from './when-idle';
import { preloadPath, preloadPathCodeWhenShown } from './preload-path';
import { LinkPreloadContext, type LinkPreload } from './frame/link-preload';
import { isLazyWidget, loadWidget } from '../theme/widgets/lazy-modules';

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
  // Drawn once the code of it, of the screens it draws at once and of their fields that load on first use is here too,
  // so that nothing suspends as it opens: its heading and its fields show together. The descriptors of the screens it
  // draws at once are made meanwhile, so they draw in the same pass (useDescriptor); one that fails says so where it draws.
  const { descriptor, error } = useDescriptor({ file }, (loaded) =>
    Promise.all([
      loadScreenCode([loaded.kind, ...(entry?.kinds ?? [])]),
      ...(entry?.widgets ?? []).filter(isLazyWidget).map(loadWidget),
      ...(search.get('tab') ? [] : (entry?.opens ?? [])).map((id) => Promise.resolve().then(() => loadDescriptor(fileOfId(id))).catch(() => undefined)),
      // Its records too, for a moment: answered by then, its forms draw them in their first pass (engine/form/opening-now.ts).
      readsAnswered(entry?.reads ?? [], { provider, language, params, tab: search.get('tab') }, READS_WAITED_MS),
    ]),
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => preloadRoute(file, { provider, language, params, tab: search.get('tab'), userId: subject.userId }), [file]);
  useEffect(() => {
    if (!descriptor) return;
    // Once the screen has painted and the page is idle: what it draws at once was fetched with the route
    // (preloadRoute, the prepare above), so this walk of the descriptor serves its other tabs and dialogs. Run as the
    // screen drew, it held its first frames back (some 15 ms of a warm opening).
    return whenIdle(() => preloadScreen(descriptor, { provider, language, params, tab: search.get('tab') }), PRELOAD_REST_WITHIN_MS);
    // Once per screen opened: the screens themselves read again when the language or the address changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [descriptor]);
  const linkPreload = useMemo<LinkPreload>(
    () => ({ ahead: (to) => preloadPath(to, { provider, language, userId: subject.userId }), whenShown: preloadPathCodeWhenShown }),
    [provider, language, subject.userId],
  );
  const labels = useMemo(() => ({ recordLabel: entry?.recordLabel, rowsLabel: entry?.rowsLabel }), [entry]);
  if (error && isChunkLoadError(error)) throw error;
  if (error) return <DescriptorMistake error={error} />;
  if (!descriptor) return <Spinner />;
  return (
    <RecordLabelContext.Provider value={entry?.recordLabel}>
      <ScreenLabelsContext.Provider value={labels}>
        <LinkPreloadContext.Provider value={linkPreload}>
          <ScreenOf key={file} descriptor={descriptor} />
        </LinkPreloadContext.Provider>
      </ScreenLabelsContext.Provider>
    </RecordLabelContext.Provider>
  );
}
