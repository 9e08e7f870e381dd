import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDescriptor, readFragments } from '../../engine/descriptor/check-all';

// The language of a record and of the screen are one: a form on its own route that reads its record by the address
// and saves the screen's language into it must say which route parameter holds the record's id, so that the record
// decides the language. The academy and cashback forms lacked it: a German guide opened in an English tab was saved
// as English.

const root = path.resolve(__dirname, '../..');
const fragments = readFragments(root);
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const check = (file: string, change: (d: Record<string, any>) => void) => {
  const descriptor = read(file);
  change(descriptor);
  return () => checkDescriptor(root, file, descriptor, fragments);
};

describe('a form reading its record by its address follows the record language', () => {
  it.each(['screens/academy/academy-form.json', 'screens/cashback/cashback-offer-form.json', 'screens/cashback/cashback-campaign-form.json'])(
    '%s names its id parameter, and is refused without it',
    (file) => {
      expect(read(file).load.idParam).toBe('id');
      expect(check(file, () => undefined)).not.toThrow();
      expect(check(file, (d) => delete d.load.idParam)).toThrow(
        `${file}: at load.idParam: is missing: the form reads its record by {param.id} and saves languageId as the screen's language, so a record opened by its address in another language would be saved in the screen's; add "idParam": "id"`,
      );
    },
  );

  it('holds only where the screen language is saved into the record', () => {
    expect(check('screens/academy/academy-form.json', (d) => (delete d.load.idParam, delete d.fixed))).not.toThrow();
  });

  it('leaves a form under tabs to its tabs screen, whose header record decides the language', () => {
    const file = 'screens/pages/page-edit.json';
    expect(read(file).fixed).toEqual({ languageId: '{language}' });
    expect(read(file).load.idParam).toBeUndefined();
    expect(check(file, () => undefined)).not.toThrow();
    expect(check(file, (d) => (d.route = '/pages/alone/:id'))).toThrow(`${file}: at load.idParam: is missing`);
  });
});
