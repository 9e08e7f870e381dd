import { Button, Callout, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useMemo, useState, type ReactNode } from 'react';
import { whyNot } from '../../access/why-not';
import { WhyDisabled } from '../../reason/WhyDisabled';
import { PublishDialog } from './PublishDialog';
import { problemsFirst, publishSummary, type PublishSummary } from './publish-summary';
import { useEngine } from '../../EngineContext';
import { canAccess } from '../../access/can-access';
import { useUnsavedChanges } from '../../form/unsaved';
import { ScreenFrame } from '../../screens/frame/ScreenFrame';
import { useDescriptorCheck } from '../check/useDescriptorCheck';
import { parseObject } from '../check/parse-object';
import { formatDescriptor } from '../format-descriptor';
import { DescriptorFormView } from '../form-view/DescriptorFormView';
import { ForTesters } from '../testers/ForTesters';
import type { Breadcrumb } from '../../model/descriptor';
import { latestVersion, runningDescriptor, type ScreenRecord } from './screen-record';
import { JsonEditor } from './JsonEditor';
import { ProblemList } from './ProblemList';
import { PreviewPanel } from './PreviewPanel';
import { StudioVersions } from './StudioVersions';
import { StaleNotice } from './StaleNotice';
import { downloadDescriptor } from './download';
import { useEditorSchema } from './useEditorSchema';
import { usePublish, SOMEONE_ELSE } from './usePublish';
import { useWide } from './useWide';
import '../../screens/form-view.css';

export type StudioView = 'json' | 'form' | 'preview' | 'testers';

export interface StudioEditorProps {
  /** The studio screen's own descriptor (screens/tools/studio-screen.json): the way back to the studio. */
  descriptor: { breadcrumb?: Breadcrumb };
  screen: string;
  name: string;
  record: ScreenRecord;
  reload(): void;
  /** The view shown, kept by the screen: a publish starts the editor again from the new version, on the same view. */
  view: StudioView;
  onView(view: StudioView): void;
}

/**
 * The working descriptor as text, started from what the screen runs now, shown as JSON, as a form of the common
 * changes, as a preview and for testers; checked as it changes, published, compared, reverted and exported.
 */
export function StudioEditor({ descriptor, screen, name, record, reload, view, onView: setView }: StudioEditorProps) {
  const { subject, language } = useEngine();
  const running = runningDescriptor(record);
  const base = useMemo(() => formatDescriptor(running), [running]);
  const [text, setText] = useState(base);
  const [confirming, setConfirming] = useState<PublishSummary | null>(null);
  const [reveal, setReveal] = useState<{ at: number }>();
  const check = useDescriptorCheck(screen, text, record.shipped);
  // The form and the file follow the text as typed; Publish waits for the text's own check.
  const value = useMemo(() => parseObject(text), [text]);
  const { schema, entity } = useEditorSchema(value?.entity ?? running.entity);
  const wide = useWide();
  const canWrite = canAccess({ action: 'save', resource: 'Settings Screens', languageId: language, subject });
  const dirty = text !== base;
  const guard = useUnsavedChanges(dirty, { onDiscard: () => setText(base) });
  const settled = () => (guard.saved(), reload());
  const { publish, busy, conflict } = usePublish(screen, settled);
  const publishable = dirty && check.current && check.problems.length === 0 && !!check.checked;
  // Publish says why it is refused: the role, then the live check's problems (never a screen it flags).
  const refusal = !canWrite
    ? whyNot({ action: 'save', resource: 'Settings Screens', languageId: language, subject })
    : check.current && dirty
      ? problemsFirst(check.problems)
      : !dirty
        ? 'Nothing to publish: change the screen first'
        : undefined;

  const withPreview = (main: ReactNode) => (
    <div className={wide ? 'studio-split' : undefined}>
      <div className="studio-main">{main}</div>
      {wide && <PreviewPanel screen={screen} checked={check.checked} id="studio-side-preview" />}
    </div>
  );
  const jsonView = withPreview(
    <>
      <JsonEditor text={text} onChange={setText} problems={check.problems} schema={schema} entity={entity} readOnly={!canWrite} label={`Descriptor of ${screen}`} reveal={reveal} />
      <ProblemList problems={check.problems} onShow={(p) => setReveal({ at: p.from ?? 0 })} />
    </>,
  );
  const formView = withPreview(
    value ? (
      <DescriptorFormView screen={screen} value={value} onChange={(v) => setText(formatDescriptor(v))} readOnly={!canWrite} />
    ) : (
      <Callout intent="warning">The form shows once the JSON reads again: fix its syntax in the JSON view.</Callout>
    ),
  );

  return (
    <ScreenFrame
      title={String(running.title ?? screen)}
      breadcrumb={descriptor.breadcrumb}
      readOnly={!canWrite}
      actions={
        <>
          <StudioVersions screen={screen} record={record} workingText={text} canRevert={canWrite} onReverted={settled} />
          <Button icon="download" text="Download file" onClick={() => downloadDescriptor(name, value ?? running)} />
        </>
      }
    >
      {!canWrite && <Callout intent="primary">You can view this screen but not change it.</Callout>}
      <p className="studio-muted">
        {`screens/${screen}.json · `}
        {record.current ? `runs version ${record.current.version}, published by ${record.current.userName}` : 'runs as shipped'}
      </p>
      <StaleNotice record={record} />
      {conflict && (
        <Callout intent="danger" title="Someone else published" className="studio-callout">
          <p>{SOMEONE_ELSE}</p>
          <Button text="Reload" intent="primary" onClick={settled} />
        </Callout>
      )}
      <PublishDialog
        summary={confirming}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onPublish={() => {
          setConfirming(null);
          void publish(value, latestVersion(record));
        }}
      />
      <Tabs id="studio-views" selectedTabId={view} onChange={(id) => setView(id as StudioView)} renderActiveTabPanelOnly>
        <Tab id="json" title="JSON" panel={jsonView} />
        <Tab id="form" title="Form" panel={formView} />
        <Tab id="preview" title="Preview" panel={<PreviewPanel screen={screen} checked={check.checked} id="studio-preview" />} />
        <Tab id="testers" title="For testers" panel={<ForTesters screen={screen} shipped={record.shipped} working={value} />} />
      </Tabs>
      <div className="bo-action-bar" role="group" aria-label="Screen actions">
        <WhyDisabled reason={!canWrite || !publishable ? refusal : undefined}>
          <Button intent="primary" text="Publish" disabled={!canWrite || !publishable || busy} loading={busy} onClick={() => setConfirming(publishSummary(running, value))} />
        </WhyDisabled>
        {dirty && (
          <Tag intent="warning" minimal>
            Unpublished changes
          </Tag>
        )}
        {dirty && canWrite && <Button variant="minimal" text="Discard" onClick={() => setText(base)} />}
      </div>
    </ScreenFrame>
  );
}
