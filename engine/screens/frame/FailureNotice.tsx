import { Button, Callout } from '@blueprintjs/core';
import { isRouteErrorResponse } from 'react-router-dom';
import { isChunkLoadError } from './chunk-error';

export const NEW_VERSION = 'A new version is available';
export const SCREEN_FAILED = 'This screen could not be shown';

const messageOf = (error: unknown) =>
  isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error ?? 'Unknown error');

export const reloadPage = () => window.location.reload();

/** The title of a failure: a part of the app that could not be fetched means the back office was updated. */
export const failureTitle = (error: unknown) => (isChunkLoadError(error) ? NEW_VERSION : SCREEN_FAILED);

/**
 * What went wrong, in a sentence, with Reload: an updated back office offers its new version, any other failure
 * names its error.
 */
export function FailureNotice({ error, reload = reloadPage, text }: { error: unknown; reload?: () => void; text?: string }) {
  const updated = isChunkLoadError(error);
  return (
    <Callout intent={updated ? 'primary' : 'danger'} className="engine-route-error">
      <p>
        {text ??
          (updated
            ? 'The back office was updated since this tab was opened. Reload to use the new version.'
            : `Something went wrong while showing this screen: ${messageOf(error)}`)}
      </p>
      <Button intent={updated ? 'primary' : 'none'} icon="refresh" text="Reload" onClick={reload} />
    </Callout>
  );
}
