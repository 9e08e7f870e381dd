// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import type { DataProvider } from '../../engine/data/provider';
import { ImportDialog } from '../../engine/list/import/ImportDialog';
import type { EarlierImport } from '../../engine/list/import/useEarlierImports';
import { ADMIN } from './form-harness';

// Issue 31, item 2: an import is one history entry that can be undone as a whole. The import dialog lists the latest
// imports of its list's records, each with its Undo until it has been undone, not only the one just written.

const SPEC = { family: 'lenders', key: 'lenderName', columns: [{ field: 'lenderName', label: 'Lender' }] };
const entry = (importId: number, fileName: string, undoneBy: string | null = null): EarlierImport => ({
  importId,
  fileName,
  username: 'admin',
  at: '2026-11-27T10:00:00.000Z',
  created: 2,
  updated: 1,
  unchanged: 0,
  leftOut: 1,
  undoneAt: undoneBy ? '2026-11-27T11:00:00.000Z' : null,
  undoneBy,
});

function office(history: EarlierImport[][]) {
  const reads: string[] = [];
  const sent: string[] = [];
  let answer = 0;
  const provider = {
    call: vi.fn(async (spec: { path: string }) => {
      reads.push(spec.path);
      return history[Math.min(answer++, history.length - 1)];
    }),
    send: vi.fn(async ({ method, path }: { method: string; path: string }) => {
      sent.push(`${method} ${path}`);
      return { data: { importId: 7, created: 2, updated: 1 }, headers: {} };
    }),
    get: vi.fn(),
  } as unknown as DataProvider;
  const onImported = vi.fn();
  render(
    <EngineContext.Provider value={{ provider, subject: ADMIN, language: 1 }}>
      <ImportDialog spec={SPEC} noun="lenders" title="lenders" onClose={() => undefined} onImported={onImported} />
    </EngineContext.Provider>,
  );
  return { reads, sent, onImported };
}

describe('the import dialog, before a file is chosen', () => {
  afterEach(cleanup);

  it('lists the latest imports, and undoes one that is not undone yet as a whole', async () => {
    const { reads, sent, onImported } = office([[entry(7, 'lenders-march.csv'), entry(6, 'lenders-feb.csv', 'editor.de')], [entry(7, 'lenders-march.csv', 'admin'), entry(6, 'lenders-feb.csv', 'editor.de')]]);
    const table = await screen.findByRole('table');
    expect(reads).toEqual(['/Imports/lenders']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [expect.any(String), 'lenders-march.csv', 'admin', '2 new, 1 changed', 'Undo'],
      [expect.any(String), 'lenders-feb.csv', 'admin', '2 new, 1 changed', 'Undone by editor.de'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo the import of lenders-march.csv' }));
    await screen.findByText('Undone by admin');
    expect(sent).toEqual(['POST /Imports/lenders/7/Undo']);
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(reads).toEqual(['/Imports/lenders', '/Imports/lenders']);
    expect(screen.queryByRole('button', { name: /^Undo the import/ })).toBeNull();
  });

  it('shows nothing of a history that is empty', async () => {
    const { reads } = office([[]]);
    await vi.waitFor(() => expect(reads).toEqual(['/Imports/lenders']));
    await screen.findByText('Choose a file…');
    expect(screen.queryByText('Earlier imports')).toBeNull();
  });
});
