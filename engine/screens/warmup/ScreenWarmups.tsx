import { Activity, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CATALOG, descriptorNow } from '../../descriptor/catalog';
import { ScreenOf } from '../components';
import { ScreenContexts } from '../ScreenContexts';
import { IsolatedRouter } from '../detached/IsolatedRouter';
import { screenOfPath } from '../preload-path';
import { whenIdle } from '../when-idle';
import { endWarmup, endWarmupsNotFrom, useWarmups, type Warmup } from './warmups';

/** At the latest, how long a screen drawn hidden is kept, where the page never goes idle. */
const WARMUP_KEPT_WITHIN_MS = 5000;

/**
 * The screens drawn hidden ahead of their first opening (warm-ahead.ts), drawn by the app's frame beside the screen
 * that shows, outside its main region. Each is drawn inside a hidden Activity: React draws it at its lowest priority,
 * between other work; its effects never run, so it reads nothing more, writes nothing, names no document title and
 * holds no navigation; its elements are out of the page's layout and accessibility tree. It has a router of its own
 * (IsolatedRouter) at the record's address, so the screen reads its record's parameters and never moves the app.
 * Each is dropped once the page is idle again (by then React has drawn it), or at once when the app moves elsewhere.
 */
export function ScreenWarmups() {
  const warmups = useWarmups();
  const { pathname } = useLocation();
  useEffect(() => endWarmupsNotFrom(pathname), [pathname, warmups]);
  return warmups.filter((warmup) => warmup.from === pathname).map((warmup) => <DrawnHidden key={warmup.address} warmup={warmup} />);
}

function DrawnHidden({ warmup: { address } }: { warmup: Warmup }) {
  useEffect(() => whenIdle(() => endWarmup(address), WARMUP_KEPT_WITHIN_MS), [address]);
  const screen = screenOfPath(address);
  const descriptor = screen && descriptorNow(screen.file);
  if (!screen || !descriptor) return null;
  // Hidden twice over: the Activity hides its elements as it draws them, the element around them keeps even the
  // first of them out of the layout, and names what they are.
  return (
    <div className="screen-warmup" hidden>
      <Activity mode="hidden">
        <IsolatedRouter
          pattern={screen.route}
          at={address}
          screen={
            <ScreenContexts entry={CATALOG.find((e) => e.file === screen.file)}>
              <ScreenOf descriptor={descriptor} />
            </ScreenContexts>
          }
          elsewhere={null}
        />
      </Activity>
    </div>
  );
}
