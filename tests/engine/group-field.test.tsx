// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormPart } from '../../engine/model/descriptor';
import { buildSchema, flatten, nest } from '../../engine/form/schema';
import { ADD_REFUSED, MOVE_REFUSED } from '../../engine/registry/packs/core/groups/faq-rules';
import { GroupField } from '../../engine/form/groups/GroupField';
import { neutralRules } from '../../engine/registry/list-rules';
import type { GroupPart } from '../../engine/model/descriptor';
import { lightValidator } from '../../engine/form/light-validator';
import { BlueprintForm } from '../../engine/theme';

// Issue 6, item 4: the FAQ group drawn with Blueprint: add, move up/down and delete buttons with accessible
// names; a refused add or move says why; question and answer are text areas of 8 rows.

afterEach(cleanup);

const parts: FormPart[] = [
  {
    kind: 'group',
    storage: 'faqEntries',
    name: 'faq',
    list: { path: '/FaqLists/ByFaqTitleId', query: { faqTitleId: '{record.faqTitleId}' } },
    items: [
      { name: 'question', label: 'Question', widget: 'textarea', rows: 8 },
      { name: 'answer', label: 'Answer', widget: 'textarea', rows: 8 },
    ],
  },
];

function Faq({ initial, onValues }: { initial: Record<string, unknown>[]; onValues?(v: Record<string, unknown>): void }) {
  const [values, setValues] = useState<Record<string, unknown>>({ faq: initial });
  const { schema, uiSchema } = buildSchema(parts, {}, { language: 1, isNew: false, values });
  return (
    <BlueprintForm
      schema={schema}
      uiSchema={uiSchema}
      formData={nest(parts, values)}
      validator={lightValidator}
      onChange={(e) => {
        const next = { ...values, ...flatten(e.formData) };
        setValues(next);
        onValues?.(next);
      }}
    />
  );
}

const questions = () => screen.getAllByLabelText('Question').map((el) => (el as HTMLTextAreaElement).value);

describe('the FAQ group', () => {
  it('draws each entry with 8-row text areas and named buttons', () => {
    render(<Faq initial={[{ question: 'Why?', answer: 'Because.', position: 1 }]} />);
    expect(screen.getByLabelText('Question').getAttribute('rows')).toBe('8');
    expect(screen.getByLabelText('Answer').getAttribute('rows')).toBe('8');
    for (const name of ['Move Entry 1 up', 'Move Entry 1 down', 'Delete Entry 1', 'Add entry']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('refuses a new entry while the last lacks an answer, and says why', () => {
    render(<Faq initial={[{ question: 'Why?', answer: '', position: 1 }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(screen.getByRole('status').textContent).toBe(ADD_REFUSED);
    expect(questions()).toEqual(['Why?']);
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'Because.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(questions()).toEqual(['Why?', '']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  // Issue 28 item 10: after "Add entry" the editor types the new question at once.
  it('moves the focus to the question of the entry just added', () => {
    render(<Faq initial={[{ question: 'Why?', answer: 'Because.', position: 1 }]} />);
    const add = screen.getByRole('button', { name: 'Add entry' });
    add.focus();
    fireEvent.click(add);
    const [, added] = screen.getAllByLabelText('Question');
    expect(document.activeElement).toBe(added);
  });

  it('moves filled entries, refuses to move next to an empty one, and keeps one empty entry when the only one is deleted', () => {
    let last: Record<string, unknown> = {};
    render(<Faq initial={[{ question: 'A', answer: 'a', position: 1 }, { question: 'B', answer: 'b', position: 2 }, { question: '', answer: '', position: 3 }]} onValues={(v) => (last = v)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move Entry 2 up' }));
    expect(questions()).toEqual(['B', 'A', '']);
    expect((last.faq as { position: number }[]).map((e) => e.position)).toEqual([1, 2, 3]);
    fireEvent.click(screen.getByRole('button', { name: 'Move Entry 2 down' }));
    expect(screen.getByRole('status').textContent).toBe(MOVE_REFUSED);
    expect(questions()).toEqual(['B', 'A', '']);
    for (const _ of [0, 1]) fireEvent.click(screen.getByRole('button', { name: 'Delete Entry 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Entry 1' }));
    expect(questions()).toEqual(['']);
  });
});

describe('a list group whose storage states no rules (issue 15: the FAQ rules are the FAQ storage\'s)', () => {
  const group: GroupPart = { kind: 'group', storage: 'links' as string as GroupPart['storage'] /* only this test's registry holds it */, name: 'links', items: [{ name: 'anchor', label: 'Anchor', widget: 'text' }] };
  const rules = neutralRules({ itemKey: (item) => item.name ?? '' });

  function Links({ initial }: { initial: Record<string, unknown>[] }) {
    const [links, setLinks] = useState<unknown>(initial);
    return (
      <BlueprintForm
        schema={{ type: 'object', properties: { links: { type: 'array', items: { type: 'object', properties: { anchor: { type: 'string', title: 'Anchor' } } } } } }}
        uiSchema={{ links: { 'ui:field': GroupField, 'ui:options': { group, rules, itemUi: { anchor: { 'ui:widget': 'text' } } } } }}
        formData={{ links }}
        validator={lightValidator}
        onChange={(e) => setLinks(e.formData.links)}
      />
    );
  }
  const anchors = () => screen.queryAllByLabelText('Anchor').map((el) => (el as HTMLInputElement).value);

  it('adds after an empty entry, moves any entry and deletes the last one, never saying "Fill in the question and answer"', () => {
    render(<Links initial={[{ anchor: '' }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(anchors()).toEqual(['', '']);
    fireEvent.change(screen.getAllByLabelText('Anchor')[1], { target: { value: 'Second' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move Entry 2 up' }));
    expect(anchors()).toEqual(['Second', '']);
    for (const _ of [0, 1]) fireEvent.click(screen.getByRole('button', { name: 'Delete Entry 1' }));
    expect(anchors()).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
