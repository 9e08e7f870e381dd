import { Callout, Spinner, Switch } from '@blueprintjs/core';
import type { useEnglishComparison } from '../translations/useEnglishComparison';

type Comparison = ReturnType<typeof useEnglishComparison>;

/** The "Compare with English" switch of a record in another language, in the form's action bar. */
export function CompareSwitch({ compare }: { compare: Comparison }) {
  if (!compare.offered) return null;
  return (
    <span className="bo-compare-switch">
      <Switch role="switch" checked={compare.on} label="Compare with English" onChange={compare.toggle} style={{ marginBottom: 0 }} inline />
      {compare.loading && <Spinner size={16} aria-label="Loading the English version" />}
    </span>
  );
}

/** Why there is nothing to compare with, while the switch is on. */
export function CompareMessage({ compare }: { compare: Comparison }) {
  if (!compare.message) return null;
  return (
    <Callout intent="primary" style={{ marginBottom: 12 }}>
      {compare.message}
    </Callout>
  );
}
