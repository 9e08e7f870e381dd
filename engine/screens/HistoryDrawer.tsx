import { Button, Callout, Card, Drawer, DrawerSize, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useEngine } from '../EngineContext';
import { recordHistory, type HistoryEntry } from '../data/history';
import type { Choices } from '../form/schema';
import type { FormBody } from '../model/descriptor';
import { ChangeLines } from '../history/ChangeLines';
import { ACTION_WORDS, historyTime, readableChanges } from '../history/readable';
import { useRestore, type RestoringForm } from '../history/useRestore';
import { useTypeWords } from '../history/useTypeWords';

interface Props {
  type: string;
  id: string | number;
  /** The form the history is opened from: its labels and choices name the fields and values. */
  form: FormBody;
  choices: Choices;
  /** The open form, for Restore; a read-only form restores nothing. */
  editor: RestoringForm & { readOnly: boolean };
  onClose(): void;
}

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; entries: HistoryEntry[]; total: number; pages: number; more?: 'loading' | string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Who changed the record, when (DD/MM/YYYY HH:mm), and each field by its label with its values by their names, a text
 * as a word diff; newest first, a page at a time. Restore brings an earlier version back into the form.
 */
export function HistoryDrawer({ type, id, form, choices, editor, onClose }: Props) {
  const { provider } = useEngine();
  const words = useTypeWords(type, form, choices);
  const restore = useRestore(form, editor, words);
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
          state.entries.map((entry, index) => (
            <Card key={entry.auditId} compact style={{ marginBottom: 10 }} aria-label={`${ACTION_WORDS[entry.action]} on ${historyTime(entry.at)}`} role="group">
              <div className="bo-history-entry-head">
                <Tag minimal>{ACTION_WORDS[entry.action]}</Tag>
                <span>
                  <strong>{entry.username ?? 'the server'}</strong> <span className="bp6-text-muted">on {historyTime(entry.at)}</span>
                </span>
                {index === 0 && <Tag minimal intent="success">Current version</Tag>}
                {index > 0 && entry.action !== 'delete' && !editor.readOnly && (
                  <Button
                    className="bo-history-restore"
                    size="small"
                    variant="outlined"
                    icon="undo"
                    text="Restore this version"
                    aria-label={`Restore this version (${historyTime(entry.at)})`}
                    onClick={() => {
                      restore(state.entries, index);
                      onClose();
                    }}
                  />
                )}
              </div>
              <ChangeLines lines={readableChanges(entry.changes, words)} />
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
