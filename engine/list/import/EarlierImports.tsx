import { Button, HTMLTable } from '@blueprintjs/core';
import type { EarlierImport } from './useEarlierImports';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** What an earlier import did, in a few words: "2 new, 1 changed". */
export function earlierImportDid(entry: EarlierImport): string {
  const parts = [entry.created && `${entry.created.toLocaleString('en')} new`, entry.updated && `${entry.updated.toLocaleString('en')} changed`].filter(Boolean);
  return parts.length ? parts.join(', ') : 'nothing written';
}

/** The latest imports of the list's records, each with its Undo while it has not been undone. */
export function EarlierImports({ imports, undoing, onUndo }: { imports: EarlierImport[]; undoing: number | null; onUndo(entry: EarlierImport): void }) {
  if (imports.length === 0) return null;
  return (
    <section className="engine-import-earlier" aria-labelledby="engine-import-earlier-title">
      <h3 id="engine-import-earlier-title" className="engine-import-earlier-title">
        Earlier imports
      </h3>
      <HTMLTable compact className="engine-import-earlier-table">
        <thead>
          <tr>
            <th>When</th>
            <th>File</th>
            <th>By</th>
            <th>Written</th>
            <th aria-label="Undo" />
          </tr>
        </thead>
        <tbody>
          {imports.slice(0, 5).map((entry) => (
            <tr key={entry.importId}>
              <td>{when(entry.at)}</td>
              <td>{entry.fileName}</td>
              <td>{entry.username ?? ''}</td>
              <td>{earlierImportDid(entry)}</td>
              <td>
                {entry.undoneAt ? (
                  <span className="engine-import-undone">Undone{entry.undoneBy ? ` by ${entry.undoneBy}` : ''}</span>
                ) : (
                  <Button
                    size="small"
                    variant="minimal"
                    icon="undo"
                    text="Undo"
                    aria-label={`Undo the import of ${entry.fileName}`}
                    loading={undoing === entry.importId}
                    disabled={undoing !== null}
                    onClick={() => onUndo(entry)}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
