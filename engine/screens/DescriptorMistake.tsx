import { Callout } from '@blueprintjs/core';
import { useEffect } from 'react';
import { FailureNotice, SCREEN_FAILED } from './frame/FailureNotice';
import { ScreenFrame } from './frame/ScreenFrame';

/**
 * A descriptor with a mistake. While the screens are being written (development) the message names the file, the
 * place and the fix; an editor of the running back office reads a plain sentence with Reload, and the details go
 * to the console for whoever looks into it.
 */
export function DescriptorMistake({ error }: { error: Error }) {
  useEffect(() => {
    if (!import.meta.env.DEV) console.error('descriptor mistake', error);
  }, [error]);
  if (import.meta.env.DEV) {
    return (
      <Callout intent="danger" title="This screen's descriptor has a mistake">
        <pre style={{ whiteSpace: 'pre-wrap' }}>{error.message}</pre>
      </Callout>
    );
  }
  return (
    <ScreenFrame title={SCREEN_FAILED}>
      <FailureNotice error={error} text="This screen is not set up correctly. Reload to try again; if it stays, tell the administrator." />
    </ScreenFrame>
  );
}
