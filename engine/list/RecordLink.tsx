import { AnchorButton } from '@blueprintjs/core';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { useEngine } from '../EngineContext';
import { linkInLanguage } from '../data/language-link';

interface Props {
  /** The record's screen, in the app (`/review/7`). */
  to: string;
  /** Drawn as a quiet button (a row's Edit or View) rather than as text (the record's name). */
  button?: boolean;
  children: ReactNode;
}

/**
 * A record's link: a real `<a href>`, so a middle-click, Ctrl+click or "copy link" opens the record in another tab,
 * in the language it was opened from (the address carries it). A plain click stays in the app through the router,
 * so a changed form's guard still asks first.
 */
export function RecordLink({ to, button = false, children }: Props) {
  const { language } = useEngine();
  const href = useHref(linkInLanguage(to, language));
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  if (button) return <AnchorButton variant="minimal" size="small" href={href} onClick={(event) => onClick(event as MouseEvent<HTMLAnchorElement>)} text={children} />;
  return (
    <a className="engine-record-link" href={href} onClick={onClick}>
      {children}
    </a>
  );
}
