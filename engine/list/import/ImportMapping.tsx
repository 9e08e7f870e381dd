import { Callout, HTMLSelect } from '@blueprintjs/core';
import type { ImportController } from './useImport';
import type { ImportSpec } from './import-types';

/**
 * The mapping step: each header of the file with the field it fills. A header that matched none is marked, and the
 * editor chooses its field or leaves it out; a required column no header fills is said above.
 */
export function ImportMapping({ spec, control }: { spec: ImportSpec; control: ImportController }) {
  const outcome = control.outcome!;
  const unknown = new Set(outcome.match.unknown);
  const chosenFields = new Set(Object.values(control.mapping).filter(Boolean));
  const matchedField = (header: string) => outcome.match.headers.find((h) => h.header === header)?.field ?? null;
  return (
    <section className="engine-import-mapping" aria-labelledby="engine-import-mapping-title">
      <h4 id="engine-import-mapping-title" className="bp6-heading">Columns</h4>
      {outcome.match.missing.length > 0 && (
        <Callout intent="warning" compact>
          {outcome.match.missing.map((m) => (m.field === spec.key ? `No column is the ${m.label}, which says which record each row is.` : `No column is ${m.label}: new rows need it.`)).join(' ')}
        </Callout>
      )}
      {unknown.size > 0 && (
        <Callout intent="primary" compact>
          {`${unknown.size === 1 ? 'A column matches' : `${unknown.size} columns match`} no field by its header: choose the field each holds, or leave it out.`}
        </Callout>
      )}
      <table className="bp6-html-table bp6-compact engine-import-columns">
        <thead>
          <tr>
            <th scope="col">Column in the file</th>
            <th scope="col">Field</th>
          </tr>
        </thead>
        <tbody>
          {outcome.match.headers.map(({ header }) => {
            const chosen = control.mapping[header];
            const value = chosen ?? matchedField(header) ?? '?';
            return (
              <tr key={header} className={unknown.has(header) && chosen === undefined ? 'engine-import-unmatched' : undefined}>
                <th scope="row">{header}</th>
                <td>
                  <HTMLSelect
                    aria-label={`Field for the column ${header}`}
                    value={value}
                    onChange={(event) => control.mapHeader(header, event.target.value === '?' ? undefined : event.target.value)}
                  >
                    {value === '?' && <option value="?">Choose a field…</option>}
                    <option value="">Leave out</option>
                    {spec.columns.map((c) => (
                      <option key={c.field} value={c.field} disabled={chosenFields.has(c.field) && chosen !== c.field}>
                        {c.label}
                      </option>
                    ))}
                  </HTMLSelect>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
