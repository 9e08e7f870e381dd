import { describe, expect, it } from 'vitest';
import { widgetsOf } from '../../engine/descriptor/widget-kinds';

const form = {
  kind: 'form',
  parts: [
    { section: 'Main', parts: [{ name: 'title', widget: 'text' }, { name: 'countries', widget: 'multiselect', options: { source: 'countries' } }] },
    { name: 'highlights', widget: 'group', group: { items: [{ name: 'text', widget: 'textarea' }] } },
  ],
};

describe('widgetsOf: the field kinds a descriptor names', () => {
  it('finds them in fields, sections and groups’ items, added to what it is given', () => {
    expect([...widgetsOf(form, new Set(['route']))].sort()).toEqual(['group', 'multiselect', 'route', 'text', 'textarea']);
  });

  it('answers alike when asked again of the same descriptor, and finds what an edited copy adds', () => {
    expect([...widgetsOf(form, new Set())].sort()).toEqual(['group', 'multiselect', 'text', 'textarea']);
    const edited = structuredClone(form);
    edited.parts.push({ name: 'lender', widget: 'platform' } as (typeof edited.parts)[number]);
    expect([...widgetsOf(edited, new Set())].sort()).toEqual(['group', 'multiselect', 'platform', 'text', 'textarea']);
    expect([...widgetsOf([form.parts[1], edited.parts[2]], new Set())].sort()).toEqual(['group', 'platform', 'textarea']);
  });
});
