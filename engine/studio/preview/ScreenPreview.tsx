import { NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useId, useState } from 'react';
import type { ScreenDescriptor } from '../../model/descriptor';
import { languageTag } from '../../registry/packs/core/text';
import { DetachedScreen } from '../../screens/detached/DetachedScreen';
import { RouteChoice } from './RouteChoice';
import { fillRoute, paramNames, preferredPattern, routePatterns } from './route-params';
import { useFirstRecord } from './useFirstRecord';
import './preview.css';

export interface ScreenPreviewProps {
  /** The screen's name ("settings/bonus-settings"). */
  screen: string;
  /** The working descriptor, checked: fragments resolved, entities bound. */
  descriptor: ScreenDescriptor;
  languageId: number;
  /** The route's parameters ({ id: "3" }); kept here when the studio does not hold them. */
  params?: Record<string, string>;
  onParamsChange?(params: Record<string, string>): void;
}

/** What a write from the preview is told (the form's failure notice adds it, with the call kept back). */
export const PREVIEW_REFUSAL = 'Saving from the preview is disabled';

/**
 * The screen drawn from the descriptor being edited, on the real data, in the language chosen, read-only: in a
 * bordered panel headed "Preview · DE", with the route's parameters to fill (the first record's where its list
 * can tell). The studio's page keeps its h1 and its address: the screen inside is a section of it.
 */
export function ScreenPreview(props: ScreenPreviewProps) {
  // Another screen starts afresh: its own route, its own parameters.
  return <Preview key={props.screen} {...props} />;
}

function Preview({ screen, descriptor, languageId, params, onParamsChange }: ScreenPreviewProps) {
  const headId = useId();
  const patterns = routePatterns(descriptor);
  const [asked, setAsked] = useState<string | undefined>();
  const pattern = asked && patterns.includes(asked) ? asked : preferredPattern(patterns);
  const [own, setOwn] = useState<Record<string, string>>({});
  const values = params ?? own;
  const change = (next: Record<string, string>) => {
    setOwn(next);
    onParamsChange?.(next);
  };
  const looking = useFirstRecord(pattern, languageId, values, change);
  const at = fillRoute(pattern, values);
  const tag = languageTag(languageId);

  return (
    <section className="studio-preview" aria-labelledby={headId} data-screen={screen}>
      <div className="studio-preview-head">
        <span id={headId} className="studio-preview-title">
          Preview · {tag}
        </span>
        <Tag minimal icon="eye-open">
          Read-only
        </Tag>
        <RouteChoice patterns={patterns} pattern={pattern} onPattern={setAsked} params={values} onParams={change} />
      </div>
      <div className="studio-preview-body">
        {looking ? (
          <Spinner size={20} aria-label="Finding a record to show" />
        ) : at ? (
          <DetachedScreen descriptor={descriptor} pattern={pattern} at={at} language={languageId} refusal={PREVIEW_REFUSAL} />
        ) : (
          <NonIdealState icon="search" title="Which record?" description={`Enter the ${paramNames(pattern).join(' and ')} of a record above to preview this screen on it.`} />
        )}
      </div>
    </section>
  );
}
