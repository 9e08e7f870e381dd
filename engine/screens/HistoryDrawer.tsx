import { Button, Callout, Card, Drawer, DrawerSize, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useEngine } from '../EngineContext';
import { changeText, recordHistory, type HistoryEntry } from '../data/history';

interface Props {
  type: string;
  id: string | number;
  /** Field names as the form labels them; other fields keep their names. */
  labels: Record<string, string>;
  onClose(): void;
}

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; entries: HistoryEntry[]; total: number; pages: number; more?: 'loading' | string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const ACTIONS = { create: 'Created', update: 'Changed', delete: 'Deleted' } as const;

/** Who changed the record, when, and each field's old and new value (secrets only as "changed"), newest first, a page at a time. */
export function HistoryDrawer({ type, id, labels, onClose }: Props) {
  const { provider } = useEngine();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    recordHistory(provider, type, id).then(
      ({ entries, total }) => setState({ status: 'ready', entries, total, pages: 1 }),
      (error: unknown) => setState({ status: 'failed', message: messageOf(error) }),
    );
  }, [provider, type, id]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready') return;
    const next = state.pages + 1;
    setState({ ...state, more: 'loading' });
    recordHistory(provider, type, id, next).then(
      ({ entries, total }) => setState((s) => (s.status === 'ready' ? { status: 'ready', entries: [...s.entries, ...entries.filter((e) => !s.entries.some((k) => k.auditId === e.auditId))], total, pages: next } : s)),
      (error: unknown) => setState((s) => (s.status === 'ready' ? { ...s, more: `The older changes could not be loaded. ${messageOf(error)}` } : s)),
    );
  }, [provider, type, id, state]);

  return (
    <Drawer isOpen onClose={onClose} title="History" icon="history" size={DrawerSize.STANDARD}>
      <div style={{ padding: 16, overflowY: 'auto' }}>
        {state.status === 'loading' && <Spinner aria-label="Loading the history" />}
        {state.status === 'failed' && <Callout intent="danger">{`The history could not be loaded. ${state.message}`}</Callout>}
        {state.status === 'ready' && !state.entries.length && (
          <NonIdealState icon="history" title="No recorded changes" description="Changes saved from now on appear here." />
        )}
        {state.status === 'ready' &&
          state.entries.map((entry) => (
            <Card key={entry.auditId} compact style={{ marginBottom: 10 }}>
              <p>
                <Tag minimal>{ACTIONS[entry.action]}</Tag> <strong>{entry.username ?? 'the server'}</strong>{' '}
                <span className="bp6-text-muted">{new Date(entry.at).toLocaleString()}</span>
              </p>
              <HTMLTable compact style={{ width: '100%', tableLayout: 'fixed' }}>
                <tbody>
                  {Object.entries(entry.changes).map(([field, change]) => (
                    <tr key={field}>
                      <th scope="row" style={{ width: '30%' }}>{labels[field] ?? field}</th>
                      <td style={{ overflowWrap: 'anywhere' }}>{changeText(change)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </Card>
          ))}
        {state.status === 'ready' && state.more && state.more !== 'loading' && <Callout intent="danger">{state.more}</Callout>}
        {state.status === 'ready' && state.entries.length > 0 && (
          <p className="bp6-text-muted">
            {`Showing ${state.entries.length} of ${state.total} changes`}{' '}
            {state.entries.length < state.total && <Button text="Load older changes" icon="more" loading={state.more === 'loading'} onClick={loadMore} />}
          </p>
        )}
      </div>
    </Drawer>
  );
}
