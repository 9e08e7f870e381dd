import { Callout, Classes, FormGroup, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import type { CustomScreen } from '../model/descriptor';
import { useEngine } from '../EngineContext';
import { canAdminister } from '../access/can-access';
import { languageTag } from '../list/format';
import { Link } from 'react-router-dom';
import { ChangeList } from '../history/ChangeList';
import { DayInput } from '../history/DayInput';
import { ACTION_WORDS, historyTime, readableChanges, restoredSentence } from '../history/readable';
import { useAuditWords } from '../history/useAuditWords';
import type { RecordLink } from '../history/record-link';
import { Pager } from '../list/Pager';
import { AUDIT_PAGE_SIZES, useAuditLog } from './useAuditLog';
import { ListSearch } from '../list/ListSearch';
import { SEARCH_PARAM } from '../list/search';
import { useAddressSearch } from '../list/useAddressSearch';
import type { AuditEntry } from '../data/audit';

type Props = { descriptor: CustomScreen };
type TypeOption = { value: string; label: string };


/** The record an entry is about: its name as a link to its editor, then its type and language. */
function RecordCell({ entry, typeLabel, link }: { entry: AuditEntry; typeLabel: string; link?: RecordLink }) {
  if (!link) return <span className={Classes.SKELETON}>{`${typeLabel} #${entry.recordId}`}</span>;
  const name = link.name ?? `#${entry.recordId}`;
  return (
    <>
      <Tag minimal>{ACTION_WORDS[entry.action]}</Tag> {link.to ? <Link to={link.to}>{name}</Link> : <span>{name}</span>}{' '}
      <span className="bp6-text-muted">{`${typeLabel} #${entry.recordId}`}</span> {languageTag(entry.languageId) && <Tag minimal>{languageTag(entry.languageId)}</Tag>}
    </>
  );
}

/** The administrator's audit log: who changed which record when, filtered by record and time, a page at a time. */
export default function AuditLogScreen({ descriptor }: Props) {
  const { subject } = useEngine();
  const allowed = canAdminister(subject);
  const [query, setQuery] = useAddressSearch(SEARCH_PARAM);
  const log = useAuditLog(allowed, query);
  const words = useAuditWords(log.entries);
  const types = (descriptor.props?.types as TypeOption[] | undefined) ?? [];
  const typeLabel = (value: string) => types.find((t) => t.value === value)?.label ?? value;
  if (!allowed) return <Callout intent="warning">Only the administrator reads the audit log.</Callout>;
  return (
    <div>
      <div className="bo-filter-bar" style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        {/* Captioned like the filters beside it; the box's own label ("Search changes") is what it is called. */}
        <div className={Classes.FORM_GROUP}>
          <span className={Classes.LABEL} style={{ display: 'block', margin: '0 0 5px' }} aria-hidden="true">
            Search
          </span>
          <ListSearch noun="changes" query={query} onSearch={setQuery} />
        </div>
        <FormGroup label="Record type" labelFor="audit-type">
          <HTMLSelect id="audit-type" value={log.filters.type} onChange={(e) => log.filter({ type: e.target.value })} options={[{ value: '', label: 'All' }, ...types]} />
        </FormGroup>
        <FormGroup label="Record id" labelFor="audit-record">
          <InputGroup id="audit-record" value={log.filters.recordId} onValueChange={(recordId) => log.filter({ recordId })} />
        </FormGroup>
        <FormGroup label="From" labelFor="audit-from">
          <DayInput id="audit-from" value={log.filters.fromDay} onChange={(fromDay) => log.filter({ fromDay })} />
        </FormGroup>
        <FormGroup label="To" labelFor="audit-to">
          <DayInput id="audit-to" value={log.filters.toDay} onChange={(toDay) => log.filter({ toDay })} />
        </FormGroup>
      </div>
      {log.failed && <Callout intent="danger">{`The audit log could not be loaded. ${log.failed}`}</Callout>}
      {log.loading && !log.entries.length && <Spinner aria-label="Loading the audit log" />}
      {!log.loading && !log.failed && !log.entries.length && <NonIdealState icon="history" title="No changes recorded" description="No write matches these filters." />}
      {log.entries.length > 0 && (
        <HTMLTable compact striped style={{ width: '100%', tableLayout: 'fixed' }} aria-label="Audit log">
          <thead>
            <tr>
              <th scope="col" style={{ width: 140 }}>When</th>
              <th scope="col" style={{ width: 180 }}>Who</th>
              <th scope="col" style={{ width: 260 }}>Record</th>
              <th scope="col">Changes</th>
            </tr>
          </thead>
          <tbody>
            {log.entries.map((entry) => (
              <tr key={entry.auditId}>
                <td>{historyTime(entry.at)}</td>
                <td style={{ overflowWrap: 'anywhere' }}>{entry.username ?? 'the server'}</td>
                <td>
                  <RecordCell entry={entry} typeLabel={typeLabel(entry.recordType)} link={words.recordOf(entry)} />
                </td>
                <td>
                  {entry.restores && <p className="bo-history-restored">{restoredSentence(entry.restores)}</p>}
                  <ChangeList lines={words.wordsOf(entry) && readableChanges(entry.changes, words.wordsOf(entry)!)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <Pager page={log.page} pages={log.pages} total={log.total} pageSize={log.pageSize} sizes={AUDIT_PAGE_SIZES} onPage={log.setPage} onPageSize={log.setPageSize} />
    </div>
  );
}
