import { HTMLTable, Tag } from '@blueprintjs/core';
import { languageTag } from '../../list/format';
import { VIRTUAL_FROM } from '../../list/ListTable';
import { VirtualRows } from '../../list/VirtualRows';
import type { Overview, OverviewRow } from '../../data/translations';
import { NoAccessCell, OverviewCell } from './OverviewCell';
import { createLink, versionLink, type OverviewProps } from './links';
import { CellReadiness } from './OverviewReadiness';

/** The matrix: a row per English record (or settings screen), a column per language; long ones draw only the rows in view. */
export function OverviewTable({ props, overview, readinessType }: { props: OverviewProps; overview: Overview; readinessType?: string }) {
  const typeLabel = (row: OverviewRow) => props.types.find((t) => t.value === row.type)?.label ?? row.type;
  const typeOf = (row: OverviewRow) => overview.types.find((t) => t.key === (row.screen ?? row.type));
  const writable = (row: OverviewRow, languageId: number) => !!typeOf(row)?.writable.includes(languageId);
  const readable = (row: OverviewRow, languageId: number) => typeOf(row)?.languages.includes(languageId) ?? true;
  const virtual = overview.rows.length >= VIRTUAL_FROM;
  const drawRow = (row: Record<string, any>, index: number) => {
    const r = row as OverviewRow;
    return (
      <tr key={`${r.type}-${r.screen ?? r.englishId}-${index}`} className={index % 2 ? 'engine-row-odd' : undefined}>
        <th scope="row" className="engine-text">
          <span className="engine-cell-text">
            {r.name} <Tag minimal>{typeLabel(r)}</Tag>
          </span>
        </th>
        {overview.languages.map((languageId) => {
          // A row answers only the languages its type may be read in: another column is "no access", never "missing".
          const cell = r.cells.find((c) => c.languageId === languageId);
          if (!cell || !readable(r, languageId)) {
            return (
              <td key={languageId}>
                <NoAccessCell language={languageTag(languageId)} />
              </td>
            );
          }
          return (
            <td key={languageId}>
              <OverviewCell
                cell={cell}
                language={languageTag(languageId)}
                to={cell.id !== null ? versionLink(props, r, languageId, cell.id) : undefined}
                create={cell.state === 'missing' && writable(r, languageId) ? createLink(props, r, languageId) : undefined}
              />
              {readinessType && cell.id !== null && <CellReadiness type={readinessType} id={cell.id} languageId={languageId} />}
            </td>
          );
        })}
      </tr>
    );
  };
  return (
    <HTMLTable className={virtual ? 'engine-table engine-table-virtual bo-translation-table' : 'engine-table bo-translation-table'} aria-rowcount={overview.rows.length + 1}>
      <thead>
        <tr>
          <th scope="col">Record</th>
          {overview.languages.map((l) => (
            <th scope="col" key={l}>
              {languageTag(l)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{virtual ? <VirtualRows rows={overview.rows} width={overview.languages.length + 1} drawRow={drawRow} /> : overview.rows.map((row, i) => drawRow(row, i))}</tbody>
    </HTMLTable>
  );
}
