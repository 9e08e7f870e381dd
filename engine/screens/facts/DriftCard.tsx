import { Button, HTMLTable, SectionCard, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { DriftedRecord } from '../../data/shared-facts';
import { languageTag } from '../../list/format';
import type { FactWords } from './fact-words';

interface Props {
  record: DriftedRecord;
  to: string;
  words: FactWords;
  mayWrite: boolean;
  busy: boolean;
  onSync(): void;
}

/** One translation whose facts differ from English: its link and language, Sync, and each differing fact beside the English value. */
export function DriftCard({ record, to, words, mayWrite, busy, onSync }: Props) {
  const tag = languageTag(record.languageId);
  const count = record.differences.length;
  return (
    <SectionCard>
      <div className="bo-drift-head">
        <Link to={to}>{record.name}</Link>
        <Tag minimal>{tag}</Tag>
        <span className="bp6-text-muted">{`${count} ${count === 1 ? 'fact differs' : 'facts differ'}`}</span>
        <span className="bo-drift-spacer" />
        {!mayWrite && <span className="bp6-text-muted">{`You may read ${tag} but not change it`}</span>}
        <Button size="small" icon="duplicate" text="Sync" aria-label={`Sync ${record.name} (${tag})`} disabled={!mayWrite || busy} onClick={onSync} />
      </div>
      <HTMLTable compact className="bo-drift-table" aria-label={`Facts of ${record.name} (${tag}) that differ from English`}>
        <thead>
          <tr>
            <th scope="col">Fact</th>
            <th scope="col">English</th>
            <th scope="col">{tag}</th>
          </tr>
        </thead>
        <tbody>
          {record.differences.map((d) => (
            <tr key={d.field}>
              <th scope="row">{words.label(d.field)}</th>
              <td>{words.value(d.field, d.englishValue)}</td>
              <td>{words.value(d.field, d.value)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </SectionCard>
  );
}
