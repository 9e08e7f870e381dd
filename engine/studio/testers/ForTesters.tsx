import { Callout, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { summaryDiff } from './summary-diff';
import { SpecSections } from './SpecSections';
import { SummaryDiffView } from './SummaryDiffView';
import { useScreenSummary } from './useScreenSummary';
import '../../list/list.css';
import './testers.css';

const specOf = (raw: unknown): string[] => {
  const spec = (raw as { spec?: unknown } | null)?.spec;
  return Array.isArray(spec) ? spec.filter((s): s is string => typeof s === 'string') : [];
};

/**
 * For testers: the sections of the specification a screen implements beside its summary (the text of the reviewed
 * snapshot), and what the working change does to that summary, line by line.
 */
export function ForTesters({ screen, shipped, working }: { screen: string; shipped: unknown; working: unknown }) {
  const before = useScreenSummary(screen, shipped);
  const after = useScreenSummary(screen, working);
  const diff = useMemo(() => (before.summary !== undefined && after.summary !== undefined ? summaryDiff(before.summary, after.summary) : null), [before.summary, after.summary]);
  return (
    <div className="studio-testers">
      <div className="studio-testers-columns">
        <Section title="Specification" compact>
          <SectionCard>
            <SpecSections references={specOf(working)} />
          </SectionCard>
        </Section>
        <Section title="Summary" compact>
          <SectionCard>
            {after.problem && <Callout intent="danger" title="The summary cannot be made until this is fixed.">{after.problem}</Callout>}
            {after.summary === undefined && !after.problem && <Spinner size={20} aria-label="Making the summary" />}
            {after.summary !== undefined && <pre className="studio-summary" aria-label="Screen summary">{after.summary}</pre>}
          </SectionCard>
        </Section>
      </div>
      <Section title="Summary diff, shipped → working" compact>
        <SectionCard>
          {before.problem && <Callout intent="danger">{before.problem}</Callout>}
          {diff ? <SummaryDiffView diff={diff} /> : !before.problem && !after.problem && <Spinner size={20} aria-label="Comparing the summaries" />}
          {after.problem && !diff && <p>The summary diff shows once the working descriptor passes the check.</p>}
        </SectionCard>
      </Section>
    </div>
  );
}
