import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './chunk-error';
import { FailureNotice, failureTitle, reloadPage } from './FailureNotice';
import { ScreenFrame } from './ScreenFrame';

export { NEW_VERSION, SCREEN_FAILED } from './FailureNotice';

/**
 * A route's error element: a screen that fails is shown failed inside the frame, and the shell around it (navigation,
 * top bar) stays, so the editor can go elsewhere or reload. A part of the app that could not be fetched means the
 * back office was updated since the tab opened: reloading brings the new version.
 */
export function RouteError({ reload = reloadPage }: { reload?: () => void }) {
  const error = useRouteError();
  if (!isChunkLoadError(error)) console.error('screen failed', error);
  return (
    <ScreenFrame title={failureTitle(error)}>
      <FailureNotice error={error} reload={reload} />
    </ScreenFrame>
  );
}
