import { Callout, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { Markdown } from '../../form/lazy-markdown';
import { loadSpecSection } from './spec-documents';

/** A section's own headings as strong lines: the studio's page keeps its one h1 and its order of headings. */
const withoutHeadings = (markdown: string) => markdown.replace(/^#{1,6}\s+(.+?)\s*#*\s*$/gm, '**$1**');

/** The specification's sections a screen names (its `spec`), each as readable text under its reference. */
export function SpecSections({ references }: { references: string[] }) {
  if (!references.length) return <Callout intent="warning">This screen names no section of the specification: add a "spec" reference to its descriptor.</Callout>;
  return (
    <div className="studio-spec">
      {references.map((reference) => (
        <SpecSection key={reference} reference={reference} />
      ))}
    </div>
  );
}

function SpecSection({ reference }: { reference: string }) {
  const [section, setSection] = useState<{ markdown?: string; problem?: string } | null>(null);
  useEffect(() => {
    let live = true;
    void loadSpecSection(reference).then((loaded) => live && setSection(loaded));
    return () => {
      live = false;
    };
  }, [reference]);
  return (
    <article className="studio-spec-section" aria-label={reference}>
      <p className="studio-spec-reference">{reference}</p>
      {!section && <Spinner size={16} aria-label="Loading the section" />}
      {section?.problem && <Callout intent="danger">{section.problem}</Callout>}
      {section?.markdown && <Markdown>{withoutHeadings(section.markdown)}</Markdown>}
    </article>
  );
}
