import { Button, Callout } from '@blueprintjs/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './chunk-error';
import { ScreenFrame } from './ScreenFrame';

export const NEW_VERSION = 'A new version is available';
export const SCREEN_FAILED = 'This screen could not be shown';

const messageOf = (error: unknown) =>
  isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error ?? 'Unknown error');

/**
 * A route's error element: a screen that fails is shown failed inside the frame, and the shell around it (navigation,
 * top bar) stays, so the editor can go elsewhere or reload. A part of the app that could not be fetched means the
 * back office was updated since the tab opened: reloading brings the new version.
 */
export function RouteError({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const error = useRouteError();
  const updated = isChunkLoadError(error);
  if (!updated) console.error('screen failed', error);
  return (
    <ScreenFrame title={updated ? NEW_VERSION : SCREEN_FAILED}>
      <Callout intent={updated ? 'primary' : 'danger'} className="engine-route-error">
        <p>
          {updated
            ? 'The back office was updated since this tab was opened. Reload to use the new version.'
            : `Something went wrong while showing this screen: ${messageOf(error)}`}
        </p>
        <Button intent={updated ? 'primary' : 'none'} icon="refresh" text="Reload" onClick={reload} />
      </Callout>
    </ScreenFrame>
  );
}
