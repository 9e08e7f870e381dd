import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAllDescriptors, readFragments } from '../../engine/descriptor/check-all';
import { validateDescriptor } from '../../engine/descriptor/validate';
import { specHeadingIndex } from '../../engine/descriptor/spec-heading-index';
import { sectionText, specHeadings } from '../../engine/model/spec-sections';

// Issue 20, item 6: each screen links to the sections of the specification it implements, checked like any name.
const root = path.resolve(__dirname, '../..');
const file = 'screens/settings/bonus-settings.json';
const bonus = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const withSpec = (spec: unknown) => () => validateDescriptor(file, { ...bonus, spec }, readFragments(root));

describe('A descriptor’s spec references', () => {
  it('name a document of docs/spec/ and a heading in it; a heading under a numbered section carries its number', () => {
    expect(withSpec(['1-foundations-and-content.md#2 Reviews', '2-settings-and-reference.md#6 Roles and permissions'])).not.toThrow();
  });

  it('an unknown heading is an error naming the place and the nearest heading', () => {
    expect(withSpec(['1-foundations-and-content.md#2 Review'])).toThrow(
      'screens/settings/bonus-settings.json: at spec[0]: 1-foundations-and-content.md has no heading "2 Review"; the nearest is "2 Reviews"',
    );
    expect(withSpec(['1-foundations-and-content.md#2 Reviews', '2-settings-and-reference.md#Bonus settings'])).toThrow(
      'at spec[1]: 2-settings-and-reference.md has no heading "Bonus settings"; the nearest is "2 Academy settings (/academysettings) and Bonus settings (/bonussettings)"',
    );
  });

  it('an unknown document is an error naming the documents', () => {
    expect(withSpec(['1-foundations.md#2 Reviews'])).toThrow(
      'at spec[0]: "1-foundations.md" is not a document of docs/spec/; the documents: 1-foundations-and-content.md, 2-settings-and-reference.md, 3-tools-news-and-data.md',
    );
  });

  it('a reference without a document and a heading is refused by the format', () => {
    expect(withSpec(['Reviews'])).toThrow('at spec[0]: expected text matching');
  });

  it('every shipped screen names at least one section', () => {
    const without = checkAllDescriptors(root).filter(({ descriptor }) => !descriptor.spec?.length).map(({ file }) => file);
    expect(without).toEqual([]);
  });

  it('the headings the check knows are those of docs/spec/ (npx tsx engine/descriptor/write-spec-headings.ts)', () => {
    expect(fs.readFileSync(path.join(root, 'engine/descriptor/spec-headings.ts'), 'utf8')).toBe(specHeadingIndex(root));
  });

  it("docs/spec/ is the specification's text, and a section reads from its heading to the next of its level", () => {
    const text = fs.readFileSync(path.join(root, 'docs/spec/1-foundations-and-content.md'), 'utf8');
    expect(specHeadings(text).map((h) => h.key)).toContain('2 Reviews');
    const reviews = sectionText(text, '2 Reviews')!;
    expect(reviews.split('\n')[0]).toBe('### Reviews');
    expect(reviews).toContain('/reviews: table with columns Name, Rating, Actions');
    expect(reviews).not.toContain('### Cashback');
    expect(sectionText(text, '2 Screens and routes')).toContain('### Media');
  });
});
