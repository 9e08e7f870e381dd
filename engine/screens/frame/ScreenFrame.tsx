import { H1, H2, type BreadcrumbProps } from '@blueprintjs/core';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Breadcrumb, RecordHeader as HeaderSpec } from '../../model/descriptor';
import { useEngine } from '../../EngineContext';
import { viewTitle } from '../../form/view-title';
import { RecordHeader } from './RecordHeader';
import { BreadcrumbTrail } from './BreadcrumbTrail';
import { useNesting } from './nesting';
import { useDocumentTitle } from './document-title';
import { fillTitle, trailOf } from './trail';
import './frame.css';

type Row = Record<string, unknown>;

export interface FrameProps {
  title: string;
  breadcrumb?: Breadcrumb;
  /** The record the screen shows: fills {record.x} in the title and breadcrumbs, and feeds the header. */
  record?: Row | null;
  header?: HeaderSpec;
  /** A role that cannot save: the title says View. */
  readOnly?: boolean;
  /** The screen's main actions, on the right of its title (Add new). */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * The frame of every screen, whatever its kind: the breadcrumbs, the one h1 with the main actions on the right, the
 * record's name with its language tag and the values its header asks for, then the screen. Inside another screen it
 * is a section under an h2; in a tab it draws no heading, since the tab names it and the tabbed screen has the header.
 */
export function ScreenFrame({ title, breadcrumb, record, header, readOnly, actions, children, className }: FrameProps) {
  const nesting = useNesting();
  const { language } = useEngine();
  const params = useParams();
  const navigate = useNavigate();
  const heading = fillTitle(readOnly ? viewTitle(title) : title, record);
  useDocumentTitle(nesting === 'page', heading, header?.name ? record?.[header.name] : undefined, language);
  const crumbs: BreadcrumbProps[] =
    nesting === 'page'
      ? trailOf(breadcrumb, heading, { language, params, record: record ?? {} }).map(({ text, to }) => ({
          text,
          ...(to && {
            href: to,
            onClick: (event: MouseEvent) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              navigate(to);
            },
          }),
        }))
      : [];
  const Heading = nesting === 'page' ? H1 : H2;
  return (
    <div className={['engine-screen', className].filter(Boolean).join(' ')}>
      {crumbs.length > 0 && <BreadcrumbTrail items={crumbs} />}
      {(nesting !== 'tab' || actions) && (
        <div className="engine-screen-head">
          {nesting !== 'tab' && heading && <Heading>{heading}</Heading>}
          {actions && <div className="engine-screen-actions">{actions}</div>}
        </div>
      )}
      {nesting !== 'tab' && header && record && <RecordHeader spec={header} record={record} language={language} />}
      {children}
    </div>
  );
}
