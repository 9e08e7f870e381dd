import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { IDLE_BLOCKER, UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, type Blocker, type BlockerFunction } from 'react-router-dom';

let blockers = 0;

/**
 * react-router's `useBlocker`, without the render it adds to every screen holding it: that one names its blocker in
 * an effect and keeps the name in state, so the whole form drew a second time right after its first frame (some
 * 15 ms of a review editor's, while the browser was still to show that frame's next one). Here the name is made with
 * the component, and the router is told in an effect as before. The blocking function is read when a move is made,
 * so a new one each render changes nothing. Locations are passed as the router has them: the guards only compare the
 * two, and the app has no basename.
 */
export function useLeaveBlocker(shouldBlock: BlockerFunction): Blocker {
  const { router } = useContext(UNSAFE_DataRouterContext)!;
  const state = useContext(UNSAFE_DataRouterStateContext)!;
  const [key] = useState(() => `leave-${++blockers}`);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  const blocks = useCallback<BlockerFunction>((move) => latest.current(move), []);
  useEffect(() => {
    router.getBlocker(key, blocks);
    return () => router.deleteBlocker(key);
  }, [router, key, blocks]);
  return state.blockers.get(key) ?? IDLE_BLOCKER;
}
