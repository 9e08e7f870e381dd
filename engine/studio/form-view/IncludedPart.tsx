import { Callout, Code, SectionCard } from '@blueprintjs/core';
import { resolveFragments, fragmentFile } from '../../descriptor/fragments';
import type { Json, PartPath } from './edits';
import { PartHeader } from './PartHeader';
import { FRAGMENTS } from './studio-sources';

/** What a fragment brings, resolved with its params: labels of the fields it holds, by section. */
function broughtBy(include: Json): { section?: string; label: string; name: string }[] {
  const { data } = resolveFragments('studio', [include], FRAGMENTS);
  const rows: { section?: string; label: string; name: string }[] = [];
  const walk = (parts: unknown[], section?: string) =>
    parts.forEach((part) => {
      const p = part as Json;
      if (Array.isArray(p?.parts)) walk(p.parts, p.section);
      else if (p && typeof p.name === 'string') rows.push({ section, label: String(p.label ?? p.name), name: p.name });
    });
  walk(data as unknown[]);
  return rows;
}

/**
 * A shared fragment's parts, read-only: the fragment is shared by other screens, so it changes in its own file.
 * The include itself moves like any part.
 */
export function IncludedPart({ include, path, first, last }: { include: Json; path: PartPath; first: boolean; last: boolean }) {
  let rows: ReturnType<typeof broughtBy> | undefined;
  try {
    rows = broughtBy(include);
  } catch {
    rows = undefined;
  }
  return (
    <SectionCard className="bo-studio-part bo-studio-included" role="group" aria-label={`Shared fragment ${include.include}`}>
      <PartHeader path={path} first={first} last={last} what={`shared fragment ${include.include}`}>
        <strong>Shared fragment</strong> <Code>{include.include}</Code>
      </PartHeader>
      {rows ? (
        <ul className="bo-studio-included-fields">
          {rows.map((row) => (
            <li key={row.name}>
              {row.section && <span className="bo-studio-muted">{row.section} › </span>}
              {row.label} <Code>{row.name}</Code>
            </li>
          ))}
        </ul>
      ) : (
        <Callout intent="warning" compact>
          There is no fragment "{include.include}" ({fragmentFile(include.include)}), or its params are incomplete: correct it in the JSON view.
        </Callout>
      )}
      <p className="bo-studio-muted">These fields come from {fragmentFile(include.include)}, which other screens share: they are changed there, not here.</p>
    </SectionCard>
  );
}

