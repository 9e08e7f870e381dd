// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import type { DataProvider } from '../../engine/data/provider';
import { useEnglishReader } from '../../engine/translations/useEnglishReader';
import { ADMIN } from './form-harness';

// Issue 33: the glossary's check and the memory's suggestions of one form share one read of the English version.

const form = { load: { call: { path: '/AboutSettings/{language}' } }, parts: [{ name: 'title', label: 'Title', widget: 'text' }] } as never;

function readerWith(call: DataProvider['call']) {
  const provider = { call } as unknown as DataProvider;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EngineContext.Provider value={{ provider, subject: ADMIN, language: 2 }}>
      <MemoryRouter>{children}</MemoryRouter>
    </EngineContext.Provider>
  );
  return renderHook(() => useEnglishReader(form, null), { wrapper }).result.current;
}

describe("a form's one read of its English version", () => {
  it('reads English once however many ask, and answers its values', async () => {
    const call = vi.fn(async () => ({ title: 'About us' })) as unknown as DataProvider['call'];
    const read = readerWith(call);
    const [a, b] = await Promise.all([read(), read()]);
    expect(a).toEqual({ title: 'About us' });
    expect(b).toBe(a);
    expect(await read()).toBe(a);
    expect(call).toHaveBeenCalledTimes(1);
    expect((call as any).mock.calls[0][1]).toMatchObject({ language: 1 });
  });

  it('reads again after a failed read', async () => {
    let fails = true;
    const call = vi.fn(async () => {
      if (fails) throw new Error('offline');
      return { title: 'About us' };
    }) as unknown as DataProvider['call'];
    const read = readerWith(call);
    await expect(read()).rejects.toThrow('offline');
    fails = false;
    expect(await read()).toEqual({ title: 'About us' });
    expect(call).toHaveBeenCalledTimes(2);
  });
});
