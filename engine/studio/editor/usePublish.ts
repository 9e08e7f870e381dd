import { useState } from 'react';
import { useEngine } from '../../EngineContext';
import { notify } from '../../notices';
import { notifyFailure } from '../../notify-failure';
import { STUDIO_CALLS } from '../../registry/packs/studio-editor';
import { screenCallContext } from './screen-record';

const status = (error: unknown) => (error as { response?: { status?: number } })?.response?.status;

export const PUBLISHED = (version: number) => ({ message: `The change has been published as version ${version}. Editors see it on their next load of the screen.` });
export const PUBLISH_FAILED = { message: 'The change could not be published.', duration: 5000 };
export const SOMEONE_ELSE = 'Someone else has published a change to this screen since you opened it. Reload to start from theirs; your text stays here until you do.';

/**
 * Publish: the working descriptor as a new version, based on the version the editor started from. A stale base
 * (409) is a conflict the screen shows with Reload; a refused check (400) is the server's message.
 */
export function usePublish(screen: string, onPublished: () => void) {
  const { provider, language } = useEngine();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  const publish = async (descriptor: unknown, baseVersion: number) => {
    setBusy(true);
    try {
      const data = await provider.call<{ version: number }>(STUDIO_CALLS.publish, screenCallContext(screen, language), { descriptor, baseVersion });
      void notify(PUBLISHED(data.version));
      onPublished();
    } catch (error) {
      if (status(error) === 409) {
        setConflict(true);
        void notify({ message: SOMEONE_ELSE, duration: 8000 }, 'danger');
      } else notifyFailure(`publishing ${screen}`, error, PUBLISH_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return { publish, busy, conflict, clearConflict: () => setConflict(false) };
}
