import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAllDescriptors, checkDescriptor, readFragments } from '../../engine/descriptor/check-all';
import { allSummaries } from '../../engine/descriptor/all-summaries';
import { summarize } from '../../engine/descriptor/summary';
import { DescriptorError, validateDescriptor } from '../../engine/descriptor/validate';

const root = path.resolve(__dirname, '../..');

describe('Screen descriptors', () => {
  const all = checkAllDescriptors(root);

  it('every descriptor under screens/ is valid against schemas/screen-descriptor.json', () => {
    // Checked means every screen file, fragments aside (they are checked inside the screens that include them):
    // checkAllDescriptors throws on the first mistake, so each file listed here passed.
    const onDisk = (fs.readdirSync(path.join(root, 'screens'), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.json') && !file.split(path.sep).includes('fragments'))
      .map((file) => path.join('screens', file))
      .sort();
    expect(onDisk).toEqual(expect.arrayContaining(['screens/reviews/reviews-list.json', 'screens/reviews/review-editor.json', 'screens/settings/bin-list.json']));
    expect(all.map(({ file }) => file)).toEqual(onDisk);
  });

  it('match the reviewed plain-text summary (update it with `npx vitest run -u` when a screen changes on purpose)', async () => {
    // The same text `npm run summary` prints: a screen whose summary changes fails here until the snapshot is updated.
    await expect(allSummaries(root)).toMatchFileSnapshot('./__snapshots__/screens.txt');
  });
});

describe('A mistake in a descriptor gets a clear error naming the file, the place and what was expected', () => {
  const form = JSON.parse(fs.readFileSync(path.join(root, 'screens/settings/testimonials-form.json'), 'utf8'));
  const file = 'screens/settings/testimonials-form.json';
  const broken = (change: (d: any) => void) => {
    const copy = structuredClone(form);
    change(copy);
    return () => validateDescriptor(file, copy, readFragments(root));
  };

  it('an unknown widget', () => {
    const error = (() => {
      try {
        broken((d) => (d.parts[1].widget = 'txt'))();
      } catch (e) {
        return e as DescriptorError;
      }
    })();
    expect(error).toBeInstanceOf(DescriptorError);
    expect({ file: error?.file, place: error?.place }).toEqual({ file, place: 'parts[1].widget' });
    expect(broken((d) => (d.parts[1].widget = 'txt'))).toThrow('screens/settings/testimonials-form.json: at parts[1].widget: expected one of "text"');
  });

  it('a misspelt property', () => {
    expect(broken((d) => (d.parts[0].lable = 'Name'))).toThrow('at parts[0]: unknown property "lable"');
    expect(broken((d) => (d.notices.sucess = d.notices.success))).toThrow('at notices: unknown property "sucess"');
  });

  it('an unknown screen kind is an error, never a blank screen', () => {
    expect(broken((d) => (d.kind = 'wizard'))).toThrow('at kind: unknown screen kind "wizard"; expected one of hub, tiles-log, list, form, modal-form, tabs');
  });

  it('a missing property', () => {
    expect(broken((d) => delete d.parts[2].label)).toThrow('at parts[2]: missing property "label"');
  });

  it('broken JSON and dangling references name the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-'));
    fs.mkdirSync(path.join(dir, 'screens'));
    fs.writeFileSync(path.join(dir, 'screens', 'bad.json'), '{ "kind": "hub", ');
    expect(() => checkAllDescriptors(dir)).toThrow(/screens\/bad\.json: at the top: is not valid JSON/);
    fs.writeFileSync(path.join(dir, 'screens', 'bad.json'), JSON.stringify({ kind: 'tabs', route: '/x', title: 'X', tabs: [{ id: 'a', title: 'A', screen: 'missing' }] }));
    expect(() => checkAllDescriptors(dir)).toThrow('screens/bad.json: at screen reference: no descriptor has the id "missing"');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("README, 'Changing a screen': adding a field to a settings form is a one-file JSON change", () => {
  const file = 'screens/settings/bonus-settings.json';
  const bonus = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  const withPart = (part: Record<string, unknown>) => {
    const copy = structuredClone(bonus);
    copy.parts.splice(2, 0, part);
    return copy;
  };

  it('the editorial note added after the Subtitle is a valid field of the screen', () => {
    const descriptor = checkDescriptor(root, file, withPart({ name: 'editorialNote', label: 'Editorial note', widget: 'textarea' }));
    expect(summarize(file, descriptor)).toContain('Editorial note — editorialNote [textarea] {page-settings: max 20000}');
  });

  it('the mistakes of the README give the messages it shows', () => {
    expect(() => checkDescriptor(root, file, withPart({ name: 'editorialNote', label: 'Editorial note', widget: 'txt' }))).toThrow(
      'screens/settings/bonus-settings.json: at parts[2].widget: expected one of "text", "textarea", "number",',
    );
    expect(() => checkDescriptor(root, file, withPart({ name: 'editorialNote', label: 'Editorial note', widget: 'txt' }))).toThrow(/ \(did you mean "text"\?\)$/);
    expect(() => checkDescriptor(root, file, withPart({ name: 'editorialNote', label: 'Editorial note', widget: 'checkbox' }))).toThrow(
      'screens/settings/bonus-settings.json: at parts[2].widget: "checkbox" gives a boolean, and "editorialNote" of schemas/page-settings.json is a string; use a widget that gives one: "text", "textarea", ',
    );
    expect(() => checkDescriptor(root, file, withPart({ name: 'editorialNote', label: 'Editorial note', widget: 'select' }))).toThrow(
      'screens/settings/bonus-settings.json: at parts[2]: missing property "options" (a "select" field needs "options": where its choices come from, e.g. "options": { "from": "fixed", "values": [{ "value": 1, "label": "One" }] } or "options": { "from": "routes" })',
    );
    expect(() => checkDescriptor(root, file, withPart({ name: 'editorialNote', lable: 'Editorial note', widget: 'textarea' }))).toThrow(
      'screens/settings/bonus-settings.json: at parts[2]: unknown property "lable" (did you mean "label"? check its spelling against schemas/screen-descriptor.json)',
    );
    expect(() => checkDescriptor(root, file, withPart({ name: 'editorialNot', label: 'Editorial note', widget: 'textarea' }))).toThrow(
      'screens/settings/bonus-settings.json: at parts[2].name: "editorialNot" is not a field of schemas/page-settings.json (did you mean "editorialNote"?); its fields: pagesSettingsId, languageId, dataTypeId,',
    );
  });
});

describe('fragments', () => {
  const file = 'screens/settings/bonus-settings.json';
  const bonus = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  const fragments = readFragments(root);

  it('are resolved where they are included: the SEO section, the failure notice', () => {
    const descriptor = validateDescriptor(file, bonus, fragments) as any;
    expect(descriptor.parts[2]).toEqual({
      section: 'SEO',
      parts: [
        { name: 'serpTitle', label: 'SERP Title', widget: 'text', convert: ['emptyToNull'] },
        { name: 'serpDescription', label: 'SERP Description', widget: 'textarea', convert: ['emptyToNull'], rows: 3 },
      ],
    });
    expect(descriptor.notices.failure).toEqual({ message: 'Something went wrong during saving data....' });
  });

  it('a mistake inside a fragment names both files', () => {
    const broken = { ...fragments, seo: [{ section: 'SEO', parts: [{ name: 'serpTitle', label: 'SERP Title', widget: 'txt' }] }] };
    expect(() => validateDescriptor(file, bonus, broken)).toThrow(`${file}: at parts[2].parts[0].widget (from screens/fragments/seo.json): expected one of "text"`);
  });

  it('an unknown fragment names the known ones', () => {
    const copy = structuredClone(bonus);
    copy.parts[2].include = 'seoo';
    expect(() => validateDescriptor(file, copy, fragments)).toThrow(`${file}: at parts[2].include: unknown fragment "seoo" (no screens/fragments/seoo.json); known fragments: ${Object.keys(fragments).sort().join(', ')}`);
  });
});
