import { useCallback, useEffect, useState } from 'react';
import { useEngine } from '../../EngineContext';
import { notifyFailure } from '../../notify-failure';
import { STUDIO_CALLS } from '../../registry/packs/studio-editor';
import { screenCallContext, type ScreenRecord } from './screen-record';

/** The screen's record, read when the editor opens and again on reload (after a publish or revert). */
export function useScreenRecord(screen: string) {
  const { provider, language } = useEngine();
  const [record, setRecord] = useState<ScreenRecord | null>();
  const [loads, setLoads] = useState(0);
  const reload = useCallback(() => setLoads((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    provider.call<ScreenRecord>(STUDIO_CALLS.read, screenCallContext(screen, language)).then(
      (answer) => live && setRecord(answer && typeof answer === 'object' && 'shipped' in answer ? answer : null),
      (error) => {
        if (!live) return;
        setRecord(null);
        notifyFailure(`reading the screen ${screen}`, error, { message: 'The screen could not be read.', duration: 5000 });
      },
    );
    return () => void (live = false);
  }, [provider, screen, language, loads]);
  return { record, reload };
}
