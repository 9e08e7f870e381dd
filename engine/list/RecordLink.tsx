import { AnchorButton } from '@blueprintjs/core';
import { useContext, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation } from 'react-router-dom';
import { useEngine } from '../EngineContext';
import { linkInLanguage } from '../data/language-link';
import { LinkPreloadContext } from '../screens/frame/link-preload';

interface Props {
  /** The record's screen, in the app (`/review/7`). */
  to: string;
  /** Drawn as a quiet button (a row's Edit or View) rather than as text (the record's name). */
  button?: boolean;
  children: ReactNode;
}

/** How long the pointer rests on a link before its record is read ahead. */
const POINTER_RESTING_MS = 60;

/**
 * A record's link: a real `<a href>`, so a middle-click, Ctrl+click or "copy link" opens the record in another tab,
 * in the language it was opened from (the address carries it). A plain click stays in the app through the router,
 * so a changed form's guard still asks first. The record's screen is fetched ahead: its code once the link has
 * painted, and its record too when the link is pointed at, focused or clicked (before the route changes), so that
 * the screen finds them here or on their way. The first record's screen of a kind not yet opened is drawn hidden once
 * the page is idle (engine/screens/warmup/).
 */
export function RecordLink({ to, button = false, children }: Props) {
  const { language } = useEngine();
  const preload = useContext(LinkPreloadContext);
  const inLanguage = linkInLanguage(to, language);
  const href = useHref(inLanguage);
  // To the address with its language, as the href: one without it had the session write the language back in place
  // (a history.replaceState, 2-3 ms of a quiet machine's opening) once the record's screen had drawn.
  const onClick = useLinkClickHandler<HTMLAnchorElement>(inLanguage);
  const { pathname } = useLocation();
  useEffect(() => preload.whenShown(to), [preload, to]);
  useEffect(() => preload.warm(to, pathname), [preload, to, pathname]);
  // A pointer resting on the link, not one passing over the rows on its way elsewhere.
  const resting = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resting.current), []);
  const ahead = () => {
    clearTimeout(resting.current);
    preload.ahead(to);
  };
  // A click with no pointer before it (the keyboard's Enter, a script): its reads start before the route changes.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    ahead();
    onClick(event);
  };
  const preloading = {
    onMouseEnter: () => void (resting.current = setTimeout(ahead, POINTER_RESTING_MS)),
    onMouseLeave: () => clearTimeout(resting.current),
    onFocus: ahead,
    onPointerDown: ahead,
  };
  if (button)
    return <AnchorButton variant="minimal" size="small" href={href} onClick={(event) => follow(event as MouseEvent<HTMLAnchorElement>)} text={children} {...preloading} />;
  return (
    <a className="engine-record-link" href={href} onClick={follow} {...preloading}>
      {children}
    </a>
  );
}
