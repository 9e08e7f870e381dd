import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import type { StudioScreen as StudioScreenDescriptor } from '../../model/descriptor';
import { ScreenFrame } from '../../screens/frame/ScreenFrame';
import { useScreenRecord } from './useScreenRecord';
import { latestVersion } from './screen-record';
import { StudioEditor, type StudioView } from './StudioEditor';
import { useState } from 'react';
import './studio.css';

/** One screen's descriptor, named by the route ("/studio/settings/bonus-settings"), read and then edited. */
export default function StudioScreen({ descriptor }: { descriptor: StudioScreenDescriptor }) {
  const { area = '', name = '' } = useParams();
  const screen = `${area}/${name}`;
  const { record, reload } = useScreenRecord(screen);
  // Here rather than in the editor, which starts again after a publish: the user stays on the view they were on.
  const [view, setView] = useState<StudioView>('json');
  if (!record) {
    return (
      <ScreenFrame title={descriptor.title} breadcrumb={descriptor.breadcrumb}>
        {record === undefined ? <Spinner aria-label="Loading the screen" /> : <NonIdealState icon="error" title="This screen could not be read" description={`No screen "${screen}" is known, or the server refused it.`} />}
      </ScreenFrame>
    );
  }
  // A new version (published or reverted) starts the editor again from what runs now.
  return <StudioEditor key={`${screen}@${latestVersion(record)}`} descriptor={descriptor} screen={screen} name={name} record={record} reload={reload} view={view} onView={setView} />;
}
