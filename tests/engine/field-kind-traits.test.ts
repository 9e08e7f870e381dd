import { describe, expect, it } from 'vitest';
import type { FormBody } from '../../engine/model/descriptor';
import { readableChanges } from '../../engine/history/readable';
import { vocabularyOf } from '../../engine/history/vocabulary';
import { DEFAULT_PACKS, createRegistry, defineFieldKind, definePack } from '../../engine/registry/index';
import { readOnlyFieldsOf } from '../../engine/translations/read-only-fields';

// Issue 29, item 1: a field kind declares its traits (a long text, a value only shown) in its definition. A kind a
// test pack registers is read by the history and by the comparison with English as its traits say, with no list of
// kind names anywhere to add it to.

const traitsPack = definePack({
  fieldKinds: {
    markdown: defineFieldKind({ description: 'a long text written in Markdown', valueType: 'string', longText: true }),
    badge: defineFieldKind({ description: 'a status shown as a badge', valueType: 'string', display: true }),
  },
});
const registry = createRegistry([...DEFAULT_PACKS, traitsPack]);

const form = {
  title: 'Edit note',
  entity: 'note',
  idField: 'noteId',
  parts: [
    { name: 'title', label: 'Title', widget: 'text' },
    { name: 'body', label: 'Body', widget: 'markdown' },
    { name: 'status', label: 'Status', widget: 'badge' },
  ],
  save: {},
  notices: { failure: { message: 'Saving failed.' } },
} as unknown as FormBody;

describe('a field kind with traits, registered by a pack', () => {
  it('the history reads a change of a long-text kind as a word diff, however short, and a one-line text as old and new', () => {
    const words = vocabularyOf([form], {}, registry);
    const [body, title] = readableChanges({ body: { old: 'Rates are high', new: 'Rates were high' }, title: { old: 'Rates are high', new: 'Rates were high' } }, words);
    expect(body).toMatchObject({ label: 'Body', kind: 'text' });
    expect(body.diff?.filter((p) => p.op !== 'same').map((p) => [p.op, p.text.trim()])).toEqual([
      ['removed', 'are'],
      ['added', 'were'],
    ]);
    expect(title).toMatchObject({ label: 'Title', kind: 'value', from: 'Rates are high', to: 'Rates were high' });
  });

  it('the comparison with English never copies into a field whose kind only shows a value', () => {
    const ctx = { language: 2, isNew: false, values: {} };
    expect([...readOnlyFieldsOf(form, ctx, registry)]).toEqual(['status']);
    // In the app's registry the kind is unknown, and nothing marks the field.
    expect([...readOnlyFieldsOf(form, ctx)]).toEqual([]);
  });
});
