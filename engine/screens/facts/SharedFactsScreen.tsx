import { Button, Classes, NonIdealState, Section, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DataTypeName } from '../../../shared/data-types';
import { ConfirmDialog } from '../../ConfirmDialog';
import type { CustomScreen, Notice } from '../../model/descriptor';
import { useDescriptor } from '../useDescriptor';
import { DriftCard } from './DriftCard';
import { factWords } from './fact-words';
import { useSharedFacts } from './useSharedFacts';
import './shared-facts.css';

interface Props {
  entity: string;
  form: string;
  recordRoute: string;
  notices: { success: Notice; failure: Notice };
}

/**
 * The drift report (docs/translations.md, Shared facts): every translation whose shared facts differ from its English
 * record, by English record, field by field, with Sync per translation and Sync all; a language the user may only
 * read shows its drift with Sync disabled.
 */
export default function SharedFactsScreen({ descriptor }: { descriptor: CustomScreen }) {
  const props = descriptor.props as unknown as Props;
  const dataType = (descriptor.permission?.dataType ?? 'Review') as DataTypeName;
  const report = useSharedFacts(props.entity, dataType, props.notices);
  const words = factWords(useDescriptor({ id: props.form }).descriptor);
  const [confirming, setConfirming] = useState(false);
  const linkTo = (id: number) => props.recordRoute.replace('{id}', String(id));
  const total = report.rows.length;

  return (
    <div className="bo-drift">
      <div className="bo-filter-bar bo-drift-bar">
        <span>{report.loading && !total ? 'Comparing…' : `${total} ${total === 1 ? 'translation differs' : 'translations differ'} from English`}</span>
        <Button intent="primary" icon="duplicate" text="Sync all" disabled={!report.writableCount || report.busy} onClick={() => setConfirming(true)} />
      </div>
      {report.loading && !total && <Spinner aria-label="Comparing the shared facts" />}
      {!report.loading && !total && (
        <NonIdealState
          icon="tick-circle"
          title={report.failed ? 'The shared facts could not be compared' : 'Every translation agrees with English'}
          description={report.failed ?? 'No shared fact differs from its English record in the languages you may read.'}
        />
      )}
      {report.families.map((family) => (
        <Section key={family.englishId} className="bo-drift-family" title={<Link to={linkTo(family.englishId)}>{family.englishName}</Link>} subtitle="English" compact>
          {family.records.map((record) => (
            <DriftCard key={record.id} record={record} to={linkTo(record.id)} words={words} mayWrite={report.mayWrite(record.languageId)} busy={report.busy} onSync={() => report.sync(record)} />
          ))}
        </Section>
      ))}
      <ConfirmDialog
        open={confirming}
        text={`Copy the English facts into ${report.writableCount} ${report.writableCount === 1 ? 'translation' : 'translations'}?`}
        busy={report.busy}
        onNo={() => setConfirming(false)}
        onYes={() => {
          setConfirming(false);
          void report.syncAll();
        }}
      >
        <p className={Classes.TEXT_MUTED}>Each is saved as its own change and shows in its history. Languages you may only read are left as they are.</p>
      </ConfirmDialog>
    </div>
  );
}
