// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import type { DataProvider } from '../../engine/data/provider';
import { RECORD_SEARCH_PAUSE, useRecordSearch } from '../../src/shell/search/useRecordSearch';
import type { RecordSearchAnswer } from '../../src/shell/search/record-search';
import { ADMIN } from './form-harness';

// Issue 28 item 6: the Ctrl+K dialog asks the server once typing pauses, and never shows an older text's answer.

const answer = (title: string): RecordSearchAnswer => ({ total: 1, results: [{ family: 'reviews', label: 'Review', id: 1, languageId: 1, title }] });

function setup() {
  const asked: { query: Record<string, unknown>; resolve(a: RecordSearchAnswer): void }[] = [];
  const provider = {
    get: (path: string, query: Record<string, unknown>) => {
      expect(path).toBe('/Search');
      return new Promise((resolve) => asked.push({ query, resolve }));
    },
  } as unknown as DataProvider;
  const wrapper = ({ children }: { children: ReactNode }) => <EngineContext.Provider value={{ provider, subject: ADMIN, language: 2 }}>{children}</EngineContext.Provider>;
  const hook = renderHook(({ text }) => useRecordSearch(text), { wrapper, initialProps: { text: '' } });
  return { asked, hook };
}

describe('the global search as typed', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks once typing pauses, with the current language, and drops the answer to an older text', async () => {
    vi.useFakeTimers();
    const { asked, hook } = setup();
    expect(hook.result.current).toEqual({ state: 'idle' });
    hook.rerender({ text: 'fin' });
    await act(async () => vi.advanceTimersByTime(RECORD_SEARCH_PAUSE));
    expect(asked.map((a) => a.query)).toEqual([{ q: 'fin', limit: 20, languageId: 2 }]);
    hook.rerender({ text: 'f' });
    hook.rerender({ text: 'finlo ' });
    // Keys typed within the pause make no call of their own.
    await act(async () => vi.advanceTimersByTime(RECORD_SEARCH_PAUSE - 1));
    expect(asked).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(asked.map((a) => a.query.q)).toEqual(['fin', 'finlo']);
    await act(async () => asked[1].resolve(answer('Finlo Market')));
    await act(async () => asked[0].resolve(answer('Finance First')));
    expect(hook.result.current).toEqual({ state: 'done', text: 'finlo', answer: answer('Finlo Market') });
    hook.rerender({ text: '  ' });
    expect(hook.result.current).toEqual({ state: 'idle' });
  });
});
