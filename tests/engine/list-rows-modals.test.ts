import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAllDescriptors } from '../../engine/descriptor/check-all';
import { validateDescriptor } from '../../engine/descriptor/validate';

// List descriptors: fixed `rows` instead of `load` (/strings), and `modals` opening a modal-form from the
// heading or from each row (the authors' quick editor).
const list = { kind: 'list', route: '/x', title: 'X', rowKey: 'id', columns: [{ label: 'Language', field: 'language' }] };

describe('a list states load or rows', () => {
  it('accepts fixed rows of plain values', () => {
    expect(() => validateDescriptor('x.json', { ...list, rows: [{ id: 'de', language: 'German' }] })).not.toThrow();
  });

  it('refuses a list with neither, and rows holding objects', () => {
    expect(() => validateDescriptor('x.json', list)).toThrow('x.json: at the top: missing property "load"');
    expect(() => validateDescriptor('x.json', { ...list, rows: [{ id: { nested: 1 } }] })).toThrow('at rows[0].id');
  });

  it('refuses both at once', () => {
    expect(() => validateDescriptor('x.json', { ...list, rows: [], load: { path: '/X' } })).toThrow(/x\.json/);
  });
});

describe('list modals', () => {
  it('take a label, a screen id and row: true for a row action; a misspelt key is an error', () => {
    expect(() => validateDescriptor('x.json', { ...list, rows: [], modals: [{ label: 'Quick edit', screen: 'm', row: true }] })).not.toThrow();
    expect(() => validateDescriptor('x.json', { ...list, rows: [], modals: [{ label: 'Quick edit', screen: 'm', rows: true }] })).toThrow('at modals[0]: unknown property "rows"');
  });

  it('must name an existing modal-form id', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-'));
    fs.mkdirSync(path.join(dir, 'screens'));
    fs.writeFileSync(path.join(dir, 'screens', 'list.json'), JSON.stringify({ ...list, rows: [], modals: [{ label: 'Quick add', screen: 'missing' }] }));
    expect(() => checkAllDescriptors(dir)).toThrow('screens/list.json: at screen reference: no descriptor has the id "missing"');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
