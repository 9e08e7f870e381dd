import { describe, expect, it } from 'vitest';
import type { FormPart } from '../../engine/model/descriptor';
import { rowLabel } from '../../engine/data/templates';
import { followChanges } from '../../engine/form/follow-changes';

describe('choice labels from a call', () => {
  it('are a field of the row, or a template over the row', () => {
    const row = { routesId: 4, languageName: 'German', url: 'bewertungen/lendora', name: 'Lendora' };
    expect(rowLabel('name', row, { language: 1 })).toBe('Lendora');
    expect(rowLabel('{row.languageName}/{row.url}', row, { language: 1 })).toBe('German/bewertungen/lendora');
    expect(rowLabel('missing', row, { language: 1 })).toBe('');
  });
});

describe('field onChange rules (a route: content type chosen → its name kept, assigned content emptied)', () => {
  const parts: FormPart[] = [
    { name: 'dataTypeName', label: 'Key', widget: 'readonly' },
    {
      name: 'dataTypeId',
      label: 'Assign content type',
      widget: 'select',
      options: { from: 'fixed', values: [{ value: 1, label: 'Review' }, { value: 43, label: 'Blog' }] },
      onChange: { copyLabelTo: 'dataTypeName', clear: ['tableId'] },
    },
    { name: 'tableId', label: 'Assign content', widget: 'select' },
  ];
  const choices = { dataTypeId: [{ value: 1, label: 'Review' }, { value: 43, label: 'Blog' }] };

  it('copy the chosen label and clear the dependent fields when the value changes', () => {
    const before = { dataTypeId: 1, dataTypeName: 'Review', tableId: 7 };
    expect(followChanges(parts, before, { ...before, dataTypeId: 43 }, choices)).toEqual({ dataTypeId: 43, dataTypeName: 'Blog', tableId: undefined });
    expect(followChanges(parts, before, { ...before, dataTypeId: null }, choices)).toEqual({ dataTypeId: null, dataTypeName: '', tableId: undefined });
  });

  it('leave everything alone when another field changes', () => {
    const before = { dataTypeId: 1, dataTypeName: 'Review', tableId: 7 };
    const after = { ...before, tableId: 9 };
    expect(followChanges(parts, before, after, choices)).toBe(after);
  });
});
