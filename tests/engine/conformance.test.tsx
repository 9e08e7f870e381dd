// @vitest-environment happy-dom
import path from 'node:path';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { checkAllDescriptors } from '../../engine/descriptor/check-all';
import { callKey, declaredCalls, formLoadCalls } from '../../engine/descriptor/calls';
import type { CallSpec, FormBody, ScreenDescriptor } from '../../engine/model/descriptor';
import { EngineContext } from '../../engine/EngineContext';
import { ScreenOf } from '../../engine/screens/components';
import ModalFormScreen from '../../engine/screens/ModalFormScreen';
import type { DataProvider } from '../../engine/data/provider';
import { searchNoun } from '../../engine/list/search';
import { settled } from './settled';

// Issue 6, item 9: every descriptor drawn by the engine against a data provider that answers only the calls the
// descriptor declares (its own, its registered pieces', the screens it draws inside itself) and fails on any
// other, the way react-admin's testDataProvider fails on a method nobody expected; and each screen's load calls
// are made when it opens.

const descriptors = checkAllDescriptors(path.resolve(__dirname, '../..'));
const byId = (id: string) => descriptors.find(({ descriptor }) => (descriptor as { id?: string }).id === id)?.descriptor;

/** An API that knows only the declared calls: lists are empty, records absent; anything else is refused and noted. */
function strictProvider(declared: CallSpec[]) {
  const keys = new Set(declared.map(callKey));
  const patterns = declared.map((c) => ({ method: c.method ?? 'GET', path: new RegExp(`^${c.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[\w.]+\}/g, '[^/]+')}$`) }));
  const made: string[] = [];
  const undeclared: string[] = [];
  const answer = (method: string) => (method === 'GET' ? [] : {}) as never;
  const provider: DataProvider = {
    async call(spec) {
      const key = callKey(spec);
      made.push(key);
      if (!keys.has(key)) {
        undeclared.push(key);
        throw new Error(`undeclared call ${key}`);
      }
      return answer(spec.method ?? 'GET');
    },
    async get(pathName) {
      const key = `GET ${pathName}`;
      made.push(key);
      if (!patterns.some((p) => p.method === 'GET' && p.path.test(pathName))) {
        undeclared.push(key);
        throw new Error(`undeclared call ${key}`);
      }
      return answer('GET');
    },
    async send({ method, path }) {
      const pathName = path.split('?')[0];
      const key = `${method} ${pathName}`;
      made.push(key);
      if (!patterns.some((p) => p.method === method && p.path.test(pathName))) {
        undeclared.push(key);
        throw new Error(`undeclared call ${key}`);
      }
      return { data: answer(method), headers: {} } as never;
    },
  };
  return { provider, made, undeclared };
}

/** The calls a screen must make when it opens empty-handed (a new record loads nothing). */
function loadCalls(d: ScreenDescriptor, isNew: boolean): CallSpec[] {
  if (d.kind === 'list') return d.load ? [d.load] : [];
  if (d.kind !== 'form' && d.kind !== 'modal-form') return [];
  const form = d as FormBody;
  if (isNew && form.load?.idParam) return form.warnWhenEmpty ? [form.warnWhenEmpty.call] : [];
  // An empty answer leaves nothing to join: the calls made once a record is read are not expected here.
  return formLoadCalls({ ...form, load: form.load && { ...form.load, with: [] }, parts: [] });
}

/** Waits until the screen has settled: its load calls made (failing with the missing ones after the wait's limit), then no more calls. */
async function settledScreen(api: { made: string[] }, expected: string[], file: string) {
  await waitFor(() => expect(expected.filter((key) => !api.made.includes(key)), `${file}: load calls not made`).toEqual([]), { timeout: 5000 });
  await settled(() => api.made.length);
}

const administrator = { isAdministrator: true, permissions: [] };
afterEach(cleanup);

describe.each(descriptors.map(({ file, descriptor }) => [file, descriptor] as const))('%s', (file, descriptor) => {
  it('draws its title, makes its load calls, and no call it does not declare', async () => {
    const api = strictProvider(declaredCalls(descriptor, byId));
    const first = 'route' in descriptor && descriptor.route ? [descriptor.route].flat()[0] : '/modal';
    const url = first.replace(/:(\w+)\??/g, (_, name) => (name === 'id' ? '-1' : '1'));
    render(
      <EngineContext.Provider value={{ provider: api.provider, subject: administrator, language: 1 }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path={first}
              element={descriptor.kind === 'modal-form' ? <ModalFormScreen id={descriptor.id} params={{ id: '-1' }} onClose={() => undefined} /> : <ScreenOf descriptor={descriptor} />}
            />
          </Routes>
        </MemoryRouter>
      </EngineContext.Provider>,
    );
    const title = ('titleNew' in descriptor && descriptor.titleNew) || descriptor.title;
    expect((await screen.findAllByText(title, {}, { timeout: 5000 })).length, file).toBeGreaterThan(0);
    expect(screen.queryByText('Unsupported screen')).toBeNull();
    expect(screen.queryByText(/descriptor has a mistake/)).toBeNull();
    // Issue 28 item 6: every list screen draws its search box (the list kind's, tests/engine/list-search-conformance.test.ts).
    if (descriptor.kind === 'list') expect(await screen.findByRole('searchbox', { name: `Search ${searchNoun(descriptor)}` }), file).toBeTruthy();
    const expected = loadCalls(descriptor, descriptor.kind === 'modal-form' || url.includes('-1') || !first.includes(':')).map(callKey);
    await settledScreen(api, expected, file);
    expect(api.undeclared, `${file}: calls it does not declare`).toEqual([]);
  });
});

describe('the strict data provider', () => {
  it('fails on a call the descriptor does not declare', async () => {
    const api = strictProvider([{ path: '/Routes/ByLanguageId/{language}' }]);
    await expect(api.provider.call({ path: '/Routes/ByLanguageId/{language}' }, { language: 1 })).resolves.toEqual([]);
    await expect(api.provider.call({ method: 'PUT', path: '/Routes' }, { language: 1 })).rejects.toThrow('undeclared call PUT /Routes');
    await expect(api.provider.get('/Routes/ByLanguageId/2')).resolves.toEqual([]);
    await expect(api.provider.get('/AWSS3File/filesList')).rejects.toThrow('undeclared call GET /AWSS3File/filesList');
    expect(api.undeclared).toEqual(['PUT /Routes', 'GET /AWSS3File/filesList']);
  });
});
