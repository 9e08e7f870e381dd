import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDescriptor, readFragments } from '../../engine/descriptor/check-all';
import { mergeOverlay, widenedPermissions } from '../../engine/descriptor/overlay';

const root = path.resolve(__dirname, '../..');
const file = 'screens/settings/bonus-settings.json';
const shipped = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const edited = (edit: (d: any) => void) => {
  const copy = structuredClone(shipped);
  edit(copy);
  return copy;
};
const partNames = (d: any) => d.parts.map((p: any) => p.name ?? p.include);

describe('A published change is merged three ways over the shipped file', () => {
  it('over an unchanged file, the change is taken as it is', () => {
    const change = edited((d) => (d.parts[0].label = 'Headline'));
    expect(mergeOverlay(shipped, change, shipped)).toEqual({ descriptor: change, stale: false, conflicts: [] });
  });

  it('a newer file relabelling another field keeps both labels and flags the change stale', () => {
    const change = edited((d) => (d.parts[0].label = 'Headline'));
    const now = edited((d) => (d.parts[1].label = 'Intro'));
    const merged = mergeOverlay(shipped, change, now);
    expect(merged.stale).toBe(true);
    expect(merged.conflicts).toEqual([]);
    expect((merged.descriptor as any).parts[0].label).toBe('Headline');
    expect((merged.descriptor as any).parts[1].label).toBe('Intro');
  });

  it('where both relabel one field, the change wins and the place is listed', () => {
    const change = edited((d) => (d.parts[0].label = 'Headline'));
    const now = edited((d) => (d.parts[0].label = 'Page heading'));
    const merged = mergeOverlay(shipped, change, now);
    expect((merged.descriptor as any).parts[0].label).toBe('Headline');
    expect(merged.conflicts).toEqual(['parts[title].label']);
  });

  it('a reordered part keeps the change’s order, with the newer file’s edits to the parts', () => {
    const change = edited((d) => d.parts.reverse());
    const now = edited((d) => (d.parts[1].rows = 6));
    const merged = mergeOverlay(shipped, change, now).descriptor as any;
    expect(partNames(merged)).toEqual(['seo', 'subtitle', 'title']);
    expect(merged.parts[1].rows).toBe(6);
  });

  it('a part the change adds stays where it put it, and one the newer file adds follows its neighbour', () => {
    const change = edited((d) => d.parts.splice(1, 0, { name: 'editorialNote', label: 'Editorial note', widget: 'textarea' }));
    const now = edited((d) => d.parts.push({ name: 'ratingMethodology', label: 'Rating methodology', widget: 'textarea' }));
    const merged = mergeOverlay(shipped, change, now);
    expect(partNames(merged.descriptor)).toEqual(['title', 'editorialNote', 'subtitle', 'seo', 'ratingMethodology']);
    expect(merged.conflicts).toEqual([]);
  });

  it('a part the newer file removes goes, unless the change edited it', () => {
    const now = edited((d) => d.parts.splice(1, 1));
    expect(partNames(mergeOverlay(shipped, edited((d) => (d.parts[0].label = 'Headline')), now).descriptor)).toEqual(['title', 'seo']);
    const kept = mergeOverlay(shipped, edited((d) => (d.parts[1].label = 'Intro')), now);
    expect(partNames(kept.descriptor)).toEqual(['title', 'subtitle', 'seo']);
    expect(kept.conflicts).toEqual(['parts[subtitle]']);
  });
});

describe('A published change never widens permissions', () => {
  const fragments = readFragments(root);
  const checked = (d: unknown) => checkDescriptor(root, file, d, fragments);
  const base = checked(shipped);
  const widened = (edit: (d: any) => void) => widenedPermissions(base, checked(edited(edit)));

  it('an overlay that only relabels is accepted', () => {
    expect(widened((d) => (d.parts[0].label = 'Headline'))).toBeNull();
  });

  it('another data type is refused, naming the place', () => {
    expect(widened((d) => (d.permission.dataType = 'Settings Users'))).toMatch(/^at permission\.dataType: stays "Settings Bonus" as shipped/);
  });

  it('another route, id or kind is refused', () => {
    expect(widened((d) => (d.route = '/usersettings'))).toMatch(/^at route: stays "\/bonussettings"/);
    expect(widened((d) => (d.id = 'bonus'))).toMatch(/^at id: stays none/);
    expect(widenedPermissions(base, { ...base, kind: 'modal-form' } as never)).toMatch(/^at kind: stays "form"/);
  });

  it('a call the shipped screen does not make (a new save path) is refused', () => {
    expect(widened((d) => (d.save.update.path = '/Users'))).toMatch(/^at calls: "PUT \/Users" is not a call the shipped screen makes/);
  });
});
