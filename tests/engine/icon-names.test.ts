import { describe, expect, it } from 'vitest';
import { IconNames as blueprintNames } from '@blueprintjs/icons';
import { IconNames, IconNamesSet } from '../../src/shell/icon-names';

// The build swaps the icons package's table of names for src/shell/icon-names.ts: it must answer alike.
describe("Blueprint's icon names without their table", () => {
  it('gives every constant the name the package gives it', () => {
    const differ = Object.entries(blueprintNames).filter(([key, name]) => IconNames[key] !== name);
    expect(differ).toEqual([]);
  });

  it('takes every icon name as one', () => {
    expect(Object.values(blueprintNames).filter((name) => !IconNamesSet.has(name))).toEqual([]);
  });

  it('turns away what is not written like an icon name', () => {
    expect(IconNamesSet.has('Add Child')).toBe(false);
    expect(IconNamesSet.has('')).toBe(false);
  });
});
