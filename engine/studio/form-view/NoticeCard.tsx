import { Button, Code, FormGroup, InputGroup, SectionCard } from '@blueprintjs/core';
import { useId } from 'react';
import { noticeAt, removeNotice, setNotice, type NoticePlace } from './edits';
import { useFormViewEditing } from './FormViewContext';
import { FRAGMENTS } from './studio-sources';

/** When each notice shows, in the words of a person who sees it. */
const WHEN: Record<string, string> = {
  'notices.success': 'After saving',
  'notices.successOnCreate': 'After saving a new record',
  'notices.failure': 'When saving fails',
  'notices.loadFailure': 'When loading fails',
  'delete.success': 'After deleting',
  'delete.failure': 'When deleting fails',
};
/** A screen always has these; the others may be left out where the specification shows none. */
const NEEDED = new Set(['notices.failure']);
const DEFAULT_DURATION = 3000;
/** The descriptor schema's least duration: a shorter notice is gone before it is read. */
const MIN_DURATION = 500;

/** One notice: its text and duration, the screen's own or a shared fragment's (overridden here, or used again). */
export function NoticeCard({ place }: { place: NoticePlace }) {
  const { value, change, readOnly } = useFormViewEditing();
  const ids = { message: useId(), duration: useId() };
  const view = noticeAt(value, place, FRAGMENTS);
  const when = WHEN[place.join('.')] ?? place.join('.');
  const shared = view.sharedFrom && !view.overridden;
  const message = String(view.notice?.message ?? '');
  const duration = view.notice?.duration;
  const tooShort = duration !== undefined && !(duration >= MIN_DURATION);
  const write = (next: { message: string; duration?: number }) => change((d) => setNotice(d, place, next));
  return (
    <SectionCard className="bo-studio-part" role="group" aria-label={`Notice: ${when}`}>
      <div className="bo-studio-part-header">
        <div className="bo-studio-part-title">
          <strong>{when}</strong> <Code>{place.join('.')}</Code>
        </div>
        {!view.notice && <Button icon="add" variant="minimal" text="Add notice" disabled={readOnly} onClick={() => write({ message: when })} />}
        {shared && <Button icon="edit" variant="minimal" text="Override" disabled={readOnly} onClick={() => write({ message, duration })} />}
        {view.notice && view.overridden && <Button icon="undo" variant="minimal" text="Use the shared text" disabled={readOnly} onClick={() => change((d) => removeNotice(d, place))} />}
        {view.notice && !view.sharedFrom && !NEEDED.has(place.join('.')) && (
          <Button icon="cross" variant="minimal" text="Remove notice" disabled={readOnly} onClick={() => change((d) => removeNotice(d, place))} />
        )}
      </div>
      {view.notice ? (
        <div className="bo-studio-grid bo-studio-notice">
          <FormGroup
            label="Text"
            labelFor={ids.message}
            className="bo-studio-control"
            intent={message ? undefined : 'danger'}
            helperText={!message ? 'A notice needs a text' : place.join('.') === 'notices.failure' ? '{error} is replaced by the server’s reason' : undefined}
          >
            <InputGroup id={ids.message} intent={message ? undefined : 'danger'} value={message} disabled={readOnly} readOnly={!!shared} onValueChange={(text) => write({ message: text, duration })} />
          </FormGroup>
          <FormGroup
            label="Duration"
            labelFor={ids.duration}
            labelInfo="(milliseconds)"
            className="bo-studio-control"
            intent={tooShort ? 'danger' : undefined}
            helperText={tooShort ? `At least ${MIN_DURATION}, so that it can be read` : `${DEFAULT_DURATION} when left empty; at least ${MIN_DURATION}`}
          >
            <InputGroup
              id={ids.duration}
              type="number"
              min={MIN_DURATION}
              step={500}
              intent={tooShort ? 'danger' : undefined}
              placeholder={String(DEFAULT_DURATION)}
              value={duration === undefined ? '' : String(duration)}
              disabled={readOnly}
              readOnly={!!shared}
              onValueChange={(text) => write({ message, duration: text === '' ? undefined : Number(text) })}
            />
          </FormGroup>
        </div>
      ) : (
        <p className="bo-studio-muted">Not shown.</p>
      )}
      {view.sharedFrom && (
        <p className="bo-studio-muted">
          {shared ? 'From' : 'Overrides'} the shared fragment screens/fragments/{view.sharedFrom}.json{shared ? ', which other screens use too.' : '.'}
        </p>
      )}
    </SectionCard>
  );
}
