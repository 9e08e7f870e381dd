import { Callout, Card, Drawer, DrawerSize, NonIdealState, Spinner, Tag, Button } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useEngine } from '../EngineContext';
import { recordHistory, type HistoryEntry } from '../data/history';
import type { Choices } from '../form/schema';
import type { FormBody } from '../model/descriptor';
import { ChangeLines } from '../history/ChangeLines';
import { historyRows, otherRows } from '../history/history-rows';
import { historyTime, restoredSentence } from '../history/readable';
import { RestoreButton } from '../history/RestoreButton';
import { saveLines, saveWords } from '../history/save-lines';
import { savesOf, type SaveEntries } from '../history/saves';
import { useRestore, type RestoreKind, type RestoringForm } from '../history/useRestore';
import { useTypeWords } from '../history/useTypeWords';

interface Props {
  type: string;
  id: string | number;
  /** The form the history is opened from: its labels and choices name the fields and values; its rows are read with it. */
  form: FormBody;
  choices: Choices;
  /** The open form, for Restore; a read-only form restores nothing, one with unsaved changes not until they are saved or discarded. */
  editor: RestoringForm & { readOnly: boolean; dirty: boolean; saving: boolean };
  onClose(): void;
}

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; entries: HistoryEntry[]; total: number; pages: number; more?: 'loading' | string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const UNSAVED_BLOCKS_RESTORE = 'Save or discard your changes first: a restore is saved at once.';

/**
 * Who changed the record, when (DD/MM/YYYY HH:mm), and each field by its label with its values by their names, a text
 * as a word diff; newest first, one card a save (the record and the rows its form draws beside it, a SERP, FAQ
 * questions), a page at a time. Each change can be undone, or the version before it restored, as one save.
 */
export function HistoryDrawer({ type, id, form, choices, editor, onClose }: Props) {
  const { provider } = useEngine();
  const words = useTypeWords(type, form, choices);
  const rows = useMemo(() => historyRows(form, editor.record), [form, editor.record]);
  const also = useMemo(() => otherRows(rows), [rows]);
  const restore = useRestore(form, editor, words, rows);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const alsoKey = also.join(',');
  useEffect(() => {
    recordHistory(provider, type, id, 1, also).then(
      ({ entries, total }) => setState({ status: 'ready', entries, total, pages: 1 }),
      (error: unknown) => setState({ status: 'failed', message: messageOf(error) }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, type, id, alsoKey]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready') return;
    const next = state.pages + 1;
    setState({ ...state, more: 'loading' });
    recordHistory(provider, type, id, next, also).then(
      ({ entries, total }) => setState((s) => (s.status === 'ready' ? { status: 'ready', entries: [...s.entries, ...entries.filter((e) => !s.entries.some((k) => k.auditId === e.auditId))], total, pages: next } : s)),
      (error: unknown) => setState((s) => (s.status === 'ready' ? { ...s, more: `The older changes could not be loaded. ${messageOf(error)}` } : s)),
    );
  }, [provider, type, id, also, state]);

  const saves = useMemo(() => (state.status === 'ready' ? savesOf(state.entries) : []), [state]);
  const run = (kind: RestoreKind, save: SaveEntries) => {
    if (state.status !== 'ready') return;
    setBusy(true);
    void restore(kind, state.entries, save).finally(() => {
      setBusy(false);
      onClose();
    });
  };
  const blocked = editor.dirty ? UNSAVED_BLOCKS_RESTORE : editor.saving || busy ? 'A save is under way.' : undefined;

  return (
    <Drawer isOpen onClose={onClose} title="History" icon="history" size={DrawerSize.STANDARD}>
      <div style={{ padding: 16, overflowY: 'auto' }}>
        {state.status === 'loading' && <Spinner aria-label="Loading the history" />}
        {state.status === 'failed' && <Callout intent="danger">{`The history could not be loaded. ${state.message}`}</Callout>}
        {state.status === 'ready' && !state.entries.length && (
          <NonIdealState icon="history" title="No recorded changes" description="Changes saved from now on appear here." />
        )}
        {saves.map((save, index) => {
          const said = saveWords(save, rows);
          const when = historyTime(save.entries[0].at);
          const restores = save.entries[0].restores;
          return (
            <Card key={save.entries[0].auditId} compact style={{ marginBottom: 10 }} aria-label={`${said.action} on ${when}`} role="group">
              <div className="bo-history-entry-head">
                <Tag minimal>{said.action}</Tag>
                <span>
                  <strong>{save.entries[0].username ?? 'the server'}</strong> <span className="bp6-text-muted">on {when}</span>
                </span>
                {index === 0 && <Tag minimal intent="success">Current version</Tag>}
              </div>
              {restores && (
                <p className="bo-history-restored">{restoredSentence(restores)}</p>
              )}
              <ChangeLines lines={saveLines(save, rows, words)} />
              {said.restorable && !editor.readOnly && (
                <div className="bo-history-actions">
                  <RestoreButton icon="undo" text="Undo this change" label={`Undo this change (${when})`} blocked={blocked} onClick={() => run('change', save)} />
                  <RestoreButton icon="history" text="Restore the version before" label={`Restore the version before (${when})`} blocked={blocked} onClick={() => run('version', save)} />
                </div>
              )}
            </Card>
          );
        })}
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
