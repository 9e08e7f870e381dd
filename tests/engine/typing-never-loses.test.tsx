// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { TYPING_PAUSE } from '../../engine/theme/typing/buffer';
import { renderForm, strictProvider } from './form-harness';

// Issue 28, item 3: no typed key is ever lost. Every kind of box a form holds keys in (text, number-as-text,
// textarea) and the ones that take every key at once (a field a condition reads, a number) are typed into in any
// order, with any pauses around the typing pause, left with Tab and saved with Ctrl+S at any moment, also while a
// save is on its way and while the saved record is read again. Once the editor stops and saves, the server holds
// exactly what was typed.

afterEach(cleanup);
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'] }));
afterEach(() => vi.useRealTimers());

const form = {
  kind: 'form',
  route: '/form',
  title: 'Interest calculator',
  entity: 'interest-calculator',
  load: { call: { path: '/Calculator' }, pick: 'object' },
  idField: 'interestCalculatorId',
  fixed: { languageId: '{language}' },
  parts: [
    { name: 'ctaText', label: 'CTA Text', widget: 'textarea', rows: 3, convert: ['emptyToNull'] },
    { name: 'targetUrl', label: 'Target URL', widget: 'text', convert: ['emptyToNull'] },
    { name: 'savingPeriod', label: 'Savings period', widget: 'text', convert: ['number'] },
    { name: 'initialDeposit', label: 'Initial deposit', widget: 'number', convert: ['number'] },
    // Reads Target URL, so Target URL takes every key into the form at once.
    { name: 'apy', label: 'APY', widget: 'text', convert: ['number'], showIf: { not: { field: 'targetUrl', equals: 'hidden' } } },
  ],
  save: { update: { method: 'PUT', path: '/Calculator' } },
  notices: { success: { message: 'Interest calculator has been updated.' }, failure: { message: 'Something went wrong during saving data....' } },
} as unknown as FormDescriptor;

interface Box {
  label: string;
  name: string;
  /** The keys a person may type into it. */
  keys: string;
  /** How the server's value reads as the text typed. */
  typed(stored: unknown): string;
}
const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const BOXES: Box[] = [
  { label: 'CTA Text', name: 'ctaText', keys: 'abcäß \n', typed: asText },
  { label: 'Target URL', name: 'targetUrl', keys: 'abc/-', typed: asText },
  { label: 'Savings period', name: 'savingPeriod', keys: '123456789', typed: asText },
  { label: 'Initial deposit', name: 'initialDeposit', keys: '123456789', typed: asText },
  { label: 'APY', name: 'apy', keys: '123456789', typed: asText },
];

type Step =
  | { kind: 'key'; box: number; key: number }
  | { kind: 'clear'; box: number }
  | { kind: 'wait'; ms: number }
  | { kind: 'tab'; box: number }
  | { kind: 'save' };

const box = fc.integer({ min: 0, max: BOXES.length - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 10, arbitrary: fc.record({ kind: fc.constant('key' as const), box, key: fc.nat({ max: 8 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const), box }) },
  // Pauses around the typing pause, where a held box puts its text into the form.
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: TYPING_PAUSE - 30, max: TYPING_PAUSE + 30 }), fc.integer({ min: 300, max: 700 })) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('tab' as const), box }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('save' as const) }) },
);

/** The server: stores what each PUT sends and answers after `latency` ms (on the fake clock); reads answer what is stored. */
function server(latency: number) {
  let stored: Record<string, unknown> = { interestCalculatorId: 1, languageId: 1, version: 1 };
  const later = <T,>(value: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(value()), latency));
  const api = strictProvider({
    'GET /Calculator': () => later(() => ({ ...stored })),
    'PUT /Calculator': (body) =>
      later(() => {
        stored = { ...stored, ...(body as object), version: Number(stored.version) + 1 };
        return { ...stored };
      }),
  });
  return { ...api, stored: () => stored };
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement | HTMLTextAreaElement;
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const ctrlS = () => act(() => void fireEvent.keyDown(window, { key: 's', ctrlKey: true }));

/** Types into the box as a browser does: the key goes after what the box shows now. */
function typeInto(target: HTMLInputElement | HTMLTextAreaElement, text: string) {
  fireEvent.change(target, { target: { value: text } });
}

async function play(steps: Step[], latency: number) {
  try {
    return await playOnce(steps, latency);
  } finally {
    cleanup();
    vi.clearAllTimers();
    window.sessionStorage.clear();
  }
}

async function playOnce(steps: Step[], latency: number) {
  const api = server(latency);
  renderForm(form, api.provider);
  for (let waited = 0; !screen.queryByLabelText(/^CTA Text/); waited += 50) {
    if (waited > 5_000) throw new Error('the form did not open');
    await pass(50);
  }
  const meant: Record<string, string> = Object.fromEntries(BOXES.map((b) => [b.name, '']));
  for (const s of steps) {
    if (s.kind === 'wait') await pass(s.ms);
    else if (s.kind === 'save') await ctrlS();
    else {
      const b = BOXES[s.box];
      const target = input(b.label);
      if (s.kind === 'tab') await act(() => void fireEvent.blur(target));
      else {
        await act(() => void fireEvent.focus(target));
        // A number box starts with a digit other than 0, as a person types an amount.
        const next = s.kind === 'clear' ? '' : b.keys[s.key % b.keys.length];
        meant[b.name] = s.kind === 'clear' ? '' : meant[b.name] + next;
        typeInto(target, s.kind === 'clear' ? '' : target.value + next);
        await act(() => Promise.resolve());
      }
    }
  }
  // The editor stops typing, leaves the box and saves; the save and the read after it finish.
  await act(() => void fireEvent.blur(document.activeElement ?? document.body));
  await pass(TYPING_PAUSE + latency * 3);
  await ctrlS();
  await pass(latency * 4 + 100);
  const stored = api.stored();
  const shown = Object.fromEntries(BOXES.map((b) => [b.name, input(b.label).value]));
  const kept = Object.fromEntries(BOXES.map((b) => [b.name, b.typed(stored[b.name])]));
  return { meant, shown, kept, unexpected: api.unexpected };
}

describe('no typed key is lost', () => {
  it('a key held while the saved record is read again stays, though the number comes back as a number', async () => {
    const savingPeriod = BOXES.findIndex((b) => b.name === 'savingPeriod');
    const { meant, kept, shown } = await play(
      [
        { kind: 'key', box: savingPeriod, key: 0 },
        { kind: 'key', box: savingPeriod, key: 1 },
        { kind: 'wait', ms: TYPING_PAUSE + 50 },
        { kind: 'save' },
        // The save and the read after it take 300 ms each: these keys are typed while the record is read again, and
        // the second is still held (typing has not paused) when the read answers.
        { kind: 'wait', ms: 450 },
        { kind: 'key', box: savingPeriod, key: 2 },
        { kind: 'wait', ms: 50 },
        { kind: 'key', box: savingPeriod, key: 3 },
        { kind: 'wait', ms: 200 },
      ],
      300,
    );
    expect(meant.savingPeriod).toBe('1234');
    expect(shown.savingPeriod).toBe('1234');
    expect(kept.savingPeriod).toBe('1234');
  });

  it('whatever the order of keys, pauses, Tab and Ctrl+S, the server stores what was typed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 60 }), fc.integer({ min: 0, max: 400 }), async (steps, latency) => {
        const { meant, shown, kept, unexpected } = await play(steps, latency);
        expect(unexpected).toEqual([]);
        expect(shown).toEqual(meant);
        expect(kept).toEqual(meant);
      }),
      { numRuns: Number(process.env.TYPING_PROPERTY_RUNS ?? 60) },
    );
  }, 120_000);
});
