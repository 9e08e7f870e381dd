// @vitest-environment jsdom
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { checkAllDescriptors } from '../../engine/descriptor/check-all';
import { EngineContext } from '../../engine/EngineContext';
import { ScreenOf } from '../../engine/registry';
import ModalFormScreen from '../../engine/screens/ModalFormScreen';
import type { DataProvider } from '../../engine/data/provider';

/** An API that knows nothing: lists are empty, records absent. Enough to draw every screen. */
const emptyApi: DataProvider = {
  call: async (spec) => ((spec.method ?? 'GET') === 'GET' ? [] : {}) as never,
  get: async () => [] as never,
};
const administrator = { isAdministrator: true, permissions: [] };
const descriptors = checkAllDescriptors(path.resolve(__dirname, '../..'));

afterEach(cleanup);

/** One suite over every descriptor, as rjsf runs one suite over every theme. */
describe.each(descriptors.map(({ file, descriptor }) => [file, descriptor] as const))('%s', (file, descriptor) => {
  it('draws its title with the engine, never an unsupported or broken screen', async () => {
    const first = 'route' in descriptor && descriptor.route ? [descriptor.route].flat()[0] : '/modal';
    const url = first.replace(/:(\w+)\??/g, (_, name) => (name === 'id' ? '-1' : '1'));
    render(
      <EngineContext.Provider value={{ provider: emptyApi, subject: administrator, language: 1 }}>
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
  });
});
