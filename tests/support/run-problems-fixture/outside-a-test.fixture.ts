import { afterAll, expect, test } from 'vitest';

test('passes, leaving a promise nobody awaits to be rejected', () => {
  void Promise.reject(new Error('rejected after its test'));
  expect(1).toBe(1);
});

afterAll(() => {
  throw new Error('a hook that fails its file');
});
