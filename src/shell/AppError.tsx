import { H1 } from '@blueprintjs/core';
import { useRouteError } from 'react-router-dom';
import { FailureNotice, failureTitle } from '../../engine';

/**
 * The last boundary, outside the signed-in frame (the login page, the session itself): a failure there says what
 * happened with Reload instead of the router's page for developers.
 */
export function AppError() {
  const error = useRouteError();
  console.error('app failed', error);
  return (
    <main className="shell-standalone">
      <div className="shell-app-error">
        <H1>{failureTitle(error)}</H1>
        <FailureNotice error={error} />
      </div>
    </main>
  );
}
