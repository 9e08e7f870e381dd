// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { schemaInputs, useConditionContext } from '../../engine/form/condition-context';
import type { FormBody } from '../../engine/model/descriptor';

// Issue 17, item 13: a keystroke rebuilt the form's schema (its condition context was a new object on every
// render). The context now stays while the values that conditions and choice lists read stay.

const form = {
  parts: [
    { name: 'name', label: 'Name', widget: 'text' },
    { name: 'reportLink', label: 'Report link', widget: 'text' },
    { name: 'urlTableId', label: 'Report', widget: 'text', showIf: { field: 'reportLink', notEmpty: true } },
    { name: 'authorId', label: 'Author', widget: 'select', options: { from: 'call', call: { path: '/Authors' }, value: 'authorId', label: 'name' } },
  ],
  rules: [{ rule: 'allRequired', fields: ['name'], if: { field: 'mode', equals: 'strict' } }],
} as unknown as FormBody;

const signedIn = { userId: 1, isAdministrator: true };

describe('the condition context of a form', () => {
  it('names as inputs the fields conditions read and the fields with choices, not a plain text', () => {
    const isInput = schemaInputs(form);
    expect(['reportLink', 'mode', 'authorId'].filter(isInput)).toEqual(['reportLink', 'mode', 'authorId']);
    expect(isInput('name')).toBe(false);
  });

  it('stays the same object while a plain text is typed, and follows a value a condition reads', () => {
    const { result, rerender } = renderHook((values: Record<string, unknown>) => useConditionContext(form, { language: 1, isNew: false, values, signedIn }), {
      initialProps: { name: 'A', reportLink: '' },
    });
    const first = result.current;
    rerender({ name: 'AB', reportLink: '' });
    expect(result.current).toBe(first);
    rerender({ name: 'AB', reportLink: 'https://example.org/report' });
    expect(result.current).not.toBe(first);
    expect(result.current.values.reportLink).toBe('https://example.org/report');
  });
});
