import { Card, Classes } from '@blueprintjs/core';
import { languageTag } from '../../list/format';
import { ReadinessTag } from '../../readiness/ReadinessTag';
import { useFamilyReadiness, useRowReadiness } from '../../readiness/reads';

/** The content type whose readiness the overview shows: one chosen in the filter that has records (not the settings screens). */
export const readinessTypeOf = (type: string | undefined) => (type && type !== 'settings' ? type : undefined);

/** Per shown language, how many of the type's versions are not ready, have warnings or are ready (issue 32). */
export function OverviewReadinessTotals({ type, languages }: { type: string; languages: number[] }) {
  const found = useFamilyReadiness(type, languages);
  if (!found) return null;
  const withRules = [...found.values()].some((f) => f && f.rules > 0);
  if (!withRules) return null;
  return (
    <ul className="bo-translation-totals" aria-label="Readiness per language">
      {languages.map((l) => {
        const f = found.get(l);
        return (
          <li key={l}>
            <Card compact>
              <strong>{`${languageTag(l)} readiness`}</strong>
              <span className={Classes.TEXT_MUTED}>{f ? `: ${f.totals.notReady} not ready, ${f.totals.warnings} with warnings, ${f.totals.ready} ready` : ': could not be read'}</span>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** A version's readiness beside its cell's state. */
export function CellReadiness({ type, id, languageId }: { type: string; id: number; languageId: number }) {
  const found = useRowReadiness(type, id, languageId);
  if (!found) return null;
  return <ReadinessTag state={found.state} counts={found.counts} />;
}
