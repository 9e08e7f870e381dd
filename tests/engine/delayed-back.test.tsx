// @vitest-environment happy-dom
import path from 'node:path';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkDescriptor } from '../../engine/descriptor/check-all';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { validateDescriptor } from '../../engine/descriptor/validate';
import { renderForm, strictProvider } from './form-harness';

const notices = vi.hoisted(() => [] as unknown[]);
vi.mock('../../engine/notices', () => ({ notify: async (notice: unknown) => void notices.push(notice) }));

// Issue 15, item 3: a delayed go-back. After a successful edit the academy screen goes back after 0.5 s, the cashback
// screens at once (first document §4): `after: { back: true, delay: 500 }` on the form's existing `after`.

const root = path.resolve(__dirname, '../..');
const raw = (after: Record<string, unknown>) => ({
    kind: 'form',
    route: '/academy-details/:id',
    title: 'Edit academy',
    entity: 'academy',
    load: { call: { path: '/Academy/{param.id}' }, pick: 'object', idParam: 'id' },
    idField: 'academyId',
    fixed: { languageId: '{language}' },
    parts: [{ name: 'title', label: 'Title', widget: 'text' }],
    save: { update: { method: 'PUT', path: '/Academy' } },
    notices: { success: { message: 'Academy has been updated.' }, failure: { message: 'Something went wrong during saving data....' } },
    after,
  });
const guide = (after: Record<string, unknown>) => checkDescriptor(root, 'tests/engine/academy-details.json', raw(after)) as FormDescriptor;
const answers = () => ({ 'GET /Academy/5': () => ({ academyId: 5, languageId: 1, title: 'What is P2P lending?' }), 'PUT /Academy': (body: unknown) => body });

/** Lets promises, module loads and React settle (until a condition holds, 5 s at most) without moving the fake clock. */
async function settle(until: () => boolean = () => true) {
  const end = Date.now() + 5000;
  while (!until() && Date.now() < end) await act(() => new Promise((resolve) => setImmediate(resolve)));
  await act(() => new Promise((resolve) => setImmediate(resolve)));
}

async function saveGuide(after: Record<string, unknown>) {
  const { router } = renderForm(guide(after), strictProvider(answers()).provider, undefined, { path: '/academy-details/:id', at: '/academy-details/5' });
  await screen.findByDisplayValue('What is P2P lending?');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await settle(() => notices.length > 0);
  expect(notices).toEqual([{ message: 'Academy has been updated.' }]);
  return router;
}

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  notices.length = 0;
});

describe('after a successful save', () => {
  it('with a delay: the notice at once, the screen stays for 500 ms, then goes back', async () => {
    const router = await saveGuide({ back: true, backTo: '/academy', delay: 500 });
    expect(router.state.location.pathname).toBe('/academy-details/5');
    await act(() => vi.advanceTimersByTime(499));
    await settle();
    expect(router.state.location.pathname).toBe('/academy-details/5');
    await act(() => vi.advanceTimersByTime(1));
    await settle(() => router.state.location.pathname !== '/academy-details/5');
    expect(router.state.location.pathname).toBe('/academy');
  });

  it('without one it goes back at once (the cashback screens)', async () => {
    const router = await saveGuide({ back: true, backTo: '/academy' });
    await settle(() => router.state.location.pathname !== '/academy-details/5');
    expect(router.state.location.pathname).toBe('/academy');
  });

  it('leaving before the delay is over keeps the editor where it went', async () => {
    const router = await saveGuide({ back: true, backTo: '/academy', delay: 500 });
    await act(() => router.navigate('/elsewhere'));
    await act(() => vi.advanceTimersByTime(1000));
    await settle();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('the delay is a number of milliseconds on the same `after`; a misspelt one is refused', () => {
    const form = raw({ back: true, dealy: 500 });
    expect(() => validateDescriptor('tests/engine/academy-details.json', form)).toThrow('at after: unknown property "dealy" (did you mean "delay"?');
    expect(() => validateDescriptor('tests/engine/academy-details.json', { ...form, after: { back: true, delay: '0.5s' } })).toThrow('at after.delay: expected integer');
  });
});
