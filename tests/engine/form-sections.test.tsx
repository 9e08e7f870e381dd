// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormPart } from '../../engine/model/descriptor';
import { buildSchema } from '../../engine/form/schema';
import { lightValidator } from '../../engine/form/light-validator';
import { HeadingLevel } from '../../engine/form/heading-level';
import { BlueprintForm } from '../../engine/theme';
import { ChangedFields } from '../../engine/theme/sections/changed-fields';

// Issue 17, item 2: long forms fold into sections from the descriptor's own sections, a form of three sections or
// more gets an index that marks a section holding an unsaved change, a section placed "side" sits in the side
// panel, and headings follow the page's outline (h2 under the screen's h1, one level deeper for what a section holds).

afterEach(cleanup);

const text = (name: string, label: string) => ({ name, label, widget: 'text' as const });
const parts: FormPart[] = [
  text('title', 'Title'),
  { section: 'Platform', parts: [text('name', 'Name'), { section: 'Display', inline: true, parts: [text('badge', 'Badge')] }] },
  { section: 'Statistics', parts: [text('earnings', 'Earnings')] },
  { section: 'Rating', parts: [text('support', 'Support')] },
  { section: 'Publishing', place: 'side', parts: [text('author', 'Author')] },
];

function draw(changed: Set<string> = new Set(), level = 2, drawn: FormPart[] = parts) {
  const { schema, uiSchema } = buildSchema(drawn, {}, { values: {}, language: 1, isNew: false });
  return render(
    <ChangedFields.Provider value={changed}>
      <HeadingLevel level={level}>
        <BlueprintForm schema={schema} uiSchema={uiSchema} validator={lightValidator} />
      </HeadingLevel>
    </ChangedFields.Provider>,
  );
}

describe('a form laid out by its sections', () => {
  it('draws each top-level section as a folding Blueprint Section, its heading an h2, a nested one an h3', () => {
    draw();
    const headings = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => `${h.tagName} ${h.textContent}`);
    expect(headings).toEqual(['H2 Platform', 'H3 Display', 'H2 Statistics', 'H2 Rating', 'H2 Publishing']);
    expect(document.querySelectorAll('.bp6-section.bo-form-section')).toHaveLength(4);
    const fold = screen.getByRole('button', { name: 'Fold Platform' });
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(fold);
    const unfold = screen.getByRole('button', { name: 'Unfold Platform' });
    expect(unfold.getAttribute('aria-expanded')).toBe('false');
    // Folded, its fields stay (their values and marks) but leave the tab order.
    expect(screen.getByLabelText('Name').closest('[inert]')).not.toBeNull();
  });

  it('under an embedded screen\'s h2 its sections are h3', () => {
    draw(new Set(), 3);
    expect(screen.getByRole('heading', { name: 'Platform' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Display' }).tagName).toBe('H4');
  });

  it('puts a section placed "side" into the side panel, the others into the column', () => {
    draw();
    const side = document.querySelector('.bo-form-side') as HTMLElement;
    const main = document.querySelector('.bo-form-main') as HTMLElement;
    expect(within(side).getByLabelText('Author')).toBeTruthy();
    expect(within(side).queryByLabelText('Name')).toBeNull();
    expect(within(main).getByLabelText('Title')).toBeTruthy();
    expect(within(main).getByLabelText('Earnings')).toBeTruthy();
  });

  it('indexes a long form, marking a section that holds an unsaved change; a short form has no index', () => {
    draw(new Set(['earnings']));
    const index = screen.getByRole('navigation', { name: 'Sections of this form' });
    expect(within(index).getAllByRole('link').map((a) => a.textContent)).toEqual(['Platform', 'Statistics (changed, not saved)', 'Rating', 'Publishing']);
    expect(within(index).getByRole('link', { name: 'Platform' }).getAttribute('href')).toBe('#root_section1__section');
    cleanup();
    draw(new Set(), 2, parts.slice(0, 3));
    expect(screen.queryByRole('navigation', { name: 'Sections of this form' })).toBeNull();
  });
});

describe('a section with nothing to show', () => {
  it('is not drawn when every field in it is hidden in this language (issue 20: a field hidden for Dutch)', () => {
    const hiddenInDutch = { ...text('title', 'Headline'), showIf: { not: { language: 6 } } } as FormPart;
    const drawn: FormPart[] = [{ section: 'Offer', parts: [hiddenInDutch] }, text('subtitle', 'Subtitle')];
    const inDutch = buildSchema(drawn, {}, { values: {}, language: 6, isNew: false });
    expect(Object.keys(inDutch.schema.properties as object)).toEqual(['subtitle']);
    const inEnglish = buildSchema(drawn, {}, { values: {}, language: 1, isNew: false });
    expect(Object.keys(inEnglish.schema.properties as object)).toEqual(['section0', 'subtitle']);
  });
});

describe('"place" checked at load', () => {
  it('a side section inside another section is an error naming the file, the place and the fix', async () => {
    const { validateDescriptor } = await import('../../engine/descriptor/validate');
    // The footer settings' own descriptor, its Copyright section moved into the Social links section and placed side.
    const footer = JSON.parse(readFileSync('screens/settings/footer-settings.json', 'utf8'));
    const copyright = footer.parts.find((part: { section?: string }) => part.section === 'Copyright');
    const inner = { ...copyright, section: 'Inner', place: 'side' };
    const screen = { ...footer, parts: [{ section: 'Outer', parts: [inner] }], notices: { failure: { message: 'Error has occurred during saving...' } } };
    expect(() => validateDescriptor('screens/x.json', screen)).toThrow(
      'screens/x.json: at parts[0].parts[0].place: "place" applies to a top-level section only, and "Inner" is inside "Outer"',
    );
    expect(() => validateDescriptor('screens/x.json', { ...screen, parts: [inner] })).not.toThrow();
  });
});
