import { DescriptorError } from './descriptor-error';
import { nearest } from './nearest';
import { SPEC_HEADINGS } from './spec-headings';
import { splitReference } from '../model/spec-sections';

const words = (text: string) => new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean));

/** The heading a mistaken one most likely meant: a near spelling, else the one sharing the most words. */
function closestHeading(heading: string, known: string[]): string {
  const near = nearest(heading, known);
  if (near) return near;
  const wanted = words(heading);
  const shared = (key: string) => [...words(key)].filter((w) => wanted.has(w)).length;
  return [...known].sort((a, b) => shared(b) - shared(a))[0];
}

/**
 * Each of a descriptor's `spec` references names a document of docs/spec/ and a heading in it ("2 Reviews": the
 * heading "Reviews" under section 2); a wrong one is an error naming its place and the nearest heading.
 */
export function checkSpecReferences(file: string, descriptor: { spec?: unknown }, headings: Record<string, string[]> = SPEC_HEADINGS): void {
  if (!Array.isArray(descriptor.spec)) return;
  descriptor.spec.forEach((reference: string, i) => {
    const at = `spec[${i}]`;
    const { document, heading } = splitReference(reference);
    const documents = Object.keys(headings);
    if (!headings[document]) {
      const near = nearest(document, documents);
      throw new DescriptorError(file, at, `"${document}" is not a document of docs/spec/${near ? ` (did you mean "${near}"?)` : ''}; the documents: ${documents.join(', ')}`);
    }
    if (!headings[document].includes(heading)) {
      const near = closestHeading(heading, headings[document]);
      throw new DescriptorError(
        file,
        at,
        `${document} has no heading "${heading}"; the nearest is "${near}" (write "${document}#${near}": a heading under a numbered section is named with that number, "2 Reviews")`,
      );
    }
  });
}
