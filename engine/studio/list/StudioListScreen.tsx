import { Callout, FormGroup, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import type { CustomScreen } from '../../model/descriptor';
import { RecordLink } from '../../list/RecordLink';
import { HEADER_DATE, formatDate } from '../../registry/packs/core/text';
import { STATUS_CHOICES, areasOf, type ScreenRow, type StatusFilter } from './screen-rows';
import { StatusTags } from './StatusTags';
import { useScreenList } from './useScreenList';
import '../../list/list.css';
import './studio-list.css';

/** /studio: every screen with its route, kind, entity, data type, status and last change; each name leads to its editor. */
export default function StudioListScreen({ descriptor }: { descriptor: CustomScreen }) {
  const list = useScreenList();
  const editRoute = String((descriptor.props as { editRoute?: string } | undefined)?.editRoute ?? '/studio/{screen}');
  const count = list.shown.length;
  return (
    <div className="studio-list">
      <div className="engine-list-bar" role="search" aria-label="Filter the screens">
        <FormGroup label="Find" labelFor="studio-find" inline>
          <InputGroup id="studio-find" type="search" leftIcon="search" placeholder="Name, route, entity…" value={list.filters.text} onValueChange={(text) => list.filter({ text })} />
        </FormGroup>
        <FormGroup label="Area" labelFor="studio-area" inline>
          <HTMLSelect id="studio-area" value={list.filters.area} onChange={(e) => list.filter({ area: e.target.value })} options={[{ value: '', label: 'All' }, ...areasOf(list.rows ?? [])]} />
        </FormGroup>
        <FormGroup label="Status" labelFor="studio-status" inline>
          <HTMLSelect id="studio-status" value={list.filters.status} onChange={(e) => list.filter({ status: e.target.value as StatusFilter })} options={STATUS_CHOICES} />
        </FormGroup>
        {list.rows && <span className="engine-list-count" aria-live="polite">{`${count} ${count === 1 ? 'screen' : 'screens'}`}</span>}
      </div>
      {list.failed && <Callout intent="danger" title="The screens could not be loaded.">{list.failed}</Callout>}
      {!list.rows && !list.failed && <Spinner className="engine-list-loading" aria-label="Loading the screens" />}
      {list.rows && count === 0 && <NonIdealState icon="filter" title="No screen matches these filters." />}
      {count > 0 && (
        <HTMLTable className="engine-table studio-table" compact striped>
          <caption className="engine-sr-only">Screens</caption>
          <thead>
            <tr>
              <th scope="col">Screen</th>
              <th scope="col">Route</th>
              <th scope="col">Kind</th>
              <th scope="col">Entity</th>
              <th scope="col">Data type</th>
              <th scope="col">Status</th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {list.shown.map((row) => (
              <ScreenLine key={row.screen} row={row} to={editRoute.replace('{screen}', row.screen)} />
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}

function ScreenLine({ row, to }: { row: ScreenRow; to: string }) {
  return (
    <tr>
      <th scope="row">
        <RecordLink to={to}>{row.screen}</RecordLink>
        {row.title && <div className="studio-muted">{row.title}</div>}
      </th>
      <td className="studio-routes">{row.route.length ? row.route.join(', ') : <span className="studio-muted">{row.id ? `inside another screen (${row.id})` : '—'}</span>}</td>
      <td>{row.kind}</td>
      <td>{row.entity ?? ''}</td>
      <td>{row.dataType ?? ''}</td>
      <td>
        <StatusTags row={row} />
      </td>
      <td>{row.lastChange ? `${row.lastChange.userName}, ${formatDate(row.lastChange.date, HEADER_DATE)}` : <span className="studio-muted">—</span>}</td>
    </tr>
  );
}
