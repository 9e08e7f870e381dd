import { H3 } from '@blueprintjs/core';

const specOf = (d: unknown): string[] => {
  const spec = (d as { spec?: unknown } | null)?.spec;
  return Array.isArray(spec) ? spec.map(String) : typeof spec === 'string' ? [spec] : [];
};

/** The specification sections a screen implements, shipped and working (the full testers' view replaces this at merge). */
export function ForTesters(props: { screen: string; shipped: unknown; working: unknown }) {
  const sections = specOf(props.working ?? props.shipped);
  return (
    <div className="studio-testers">
      <H3>Specification sections</H3>
      {sections.length ? (
        <ul>
          {sections.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : (
        <p>This screen names no specification section.</p>
      )}
    </div>
  );
}
