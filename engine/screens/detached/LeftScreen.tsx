import { Button, Classes, NonIdealState } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Where a detached screen's own navigation leads (a tile, an "after" going on): not followed, since the page around
 * it stays. It says where it would go, opens that in a new tab on request, and goes back to the screen.
 */
export function LeftScreen({ at }: { at: string }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const to = `${pathname}${search}`;
  return (
    <NonIdealState
      icon="share"
      title="This leads to another screen"
      description={`It would go to ${to}; the page around it stays where it is.`}
      action={
        <>
          {/* A link (Blueprint's AnchorButton has the role of a button): it opens an address. */}
          <a className={Classes.BUTTON} href={to} target="_blank" rel="noopener">
            Open in a new tab
          </a>{' '}
          <Button variant="minimal" text="Back to the screen" onClick={() => navigate(at, { replace: true })} />
        </>
      }
    />
  );
}
