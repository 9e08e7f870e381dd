import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { peekShipped } from '../../server/screens/shipped-files';

const roots: string[] = [];
function projectWith(descriptor: unknown): { root: string; file: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shipped-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'screens', 'reviews'), { recursive: true });
  const file = path.join(root, 'screens', 'reviews', 'reviews-list.json');
  fs.writeFileSync(file, JSON.stringify(descriptor));
  return { root, file };
}
afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

describe('peekShipped: a shipped descriptor read without changing it', () => {
  it('answers the file as parsed, the same object while the file is unchanged, and frozen through and through', () => {
    const { root } = projectWith({ kind: 'list', readiness: { family: 'reviews', rules: [{ rule: 'filled', level: 'error' }] } });
    const first = peekShipped('reviews/reviews-list', root) as { readiness: { rules: object[] } };
    expect(first).toEqual({ kind: 'list', readiness: { family: 'reviews', rules: [{ rule: 'filled', level: 'error' }] } });
    expect(peekShipped('reviews/reviews-list', root)).toBe(first);
    expect(Object.isFrozen(first.readiness.rules[0])).toBe(true);
    expect(() => first.readiness.rules.push({})).toThrow(TypeError);
  });

  it('reads the file again once a release replaced it', () => {
    const { root, file } = projectWith({ kind: 'list', readiness: { family: 'reviews' } });
    expect(peekShipped('reviews/reviews-list', root)).toEqual({ kind: 'list', readiness: { family: 'reviews' } });
    fs.writeFileSync(file, JSON.stringify({ kind: 'list', readiness: { family: 'blogs' }, title: 'Blog posts' }));
    expect(peekShipped('reviews/reviews-list', root)).toEqual({ kind: 'list', readiness: { family: 'blogs' }, title: 'Blog posts' });
  });

  it('answers undefined for a screen that does not ship, a fragment and a name that is no screen name', () => {
    const { root } = projectWith({ kind: 'list' });
    expect(peekShipped('reviews/missing', root)).toBeUndefined();
    expect(peekShipped('fragments/faq', root)).toBeUndefined();
    expect(peekShipped('../package', root)).toBeUndefined();
  });
});
