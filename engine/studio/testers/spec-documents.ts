import { sectionText, splitReference } from '../../model/spec-sections';

// The project's copy of the specification, fetched only when a tester opens a screen's sections.
const documents = import.meta.glob<string>('/docs/spec/*.md', { query: '?raw', import: 'default' });

/** The markdown of the section a `spec` reference names, or why it cannot be shown. */
export async function loadSpecSection(reference: string): Promise<{ markdown?: string; problem?: string }> {
  const { document, heading } = splitReference(reference);
  const load = documents[`/docs/spec/${document}`];
  if (!load) return { problem: `docs/spec/ has no document "${document}".` };
  const markdown = sectionText(await load(), heading);
  return markdown ? { markdown } : { problem: `${document} has no heading "${heading}".` };
}
