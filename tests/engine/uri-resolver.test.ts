import { describe, expect, it } from 'vitest';
import fastUri from 'fast-uri';
import resolver from '../../engine/form/aliases/uri-resolver';

// The form build swaps fast-uri for this resolver (vite.config.ts): on what @rjsf/utils asks, both answer alike.
describe('the URI resolver @rjsf/utils uses in the browser', () => {
  const resolves: [string, string][] = [
    ['#', '#/definitions/x'],
    ['#', '#'],
    ['http://x.org/a/b.json', 'c.json#/d'],
    ['http://x.org/a/b.json', '/root.json'],
    ['http://x.org/a/', '#/x'],
    ['http://x.org/a/b.json#/old', '#/new'],
    ['urn:x', '#/y'],
    ['http://x.org/a/b.json', 'https://y.org/z.json'],
  ];
  it.each(resolves)('resolves %s against %s as fast-uri does', (base, ref) => {
    expect(resolver.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  const pairs: [string, string][] = [
    ['http://x.org/a', 'http://x.org/a#'],
    ['HTTP://X.org/a', 'http://x.org/a'],
    ['http://x.org/a', 'http://x.org/b'],
    ['a', 'a'],
    ['a', 'b'],
  ];
  it.each(pairs)('compares %s and %s as fast-uri does', (a, b) => {
    expect(resolver.equal(a, b)).toBe(fastUri.equal(a, b));
  });
});
