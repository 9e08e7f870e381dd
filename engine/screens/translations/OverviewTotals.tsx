import { Card, Classes } from '@blueprintjs/core';
import { languageTag } from '../../list/format';
import type { Overview } from '../../data/translations';

/** What is left per language, in a sentence each: "NL: 41 missing, 12 out of date". */
export function totalsText(total: Overview['totals'][number]): string {
  const parts = [`${total.missing} missing`, `${total.incomplete} incomplete`, `${total.outOfDate} out of date`];
  return `${languageTag(total.languageId)}: ${parts.join(', ')}`;
}

export function OverviewTotals({ totals }: { totals: Overview['totals'] }) {
  return (
    <ul className="bo-translation-totals" aria-label="Totals per language">
      {totals.map((t) => (
        <li key={t.languageId}>
          <Card compact>
            <strong>{languageTag(t.languageId)}</strong>
            <span className={Classes.TEXT_MUTED}>{`: ${totalsText(t).split(': ')[1]}`}</span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
