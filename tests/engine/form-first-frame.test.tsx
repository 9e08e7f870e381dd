// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormPart } from '../../engine/model/descriptor';
import { buildSchema } from '../../engine/form/schema';
import { lightValidator } from '../../engine/form/light-validator';
import { BlueprintForm } from '../../engine/theme';
import { FIRST_FRAME_FIELDS, FIRST_FRAME_WAIT_MS } from '../../engine/theme/sections/first-frame';

// Issue 17, item 13 (opening a form): a long form draws about a screenful of its fields with the screen's first frame
// and the rest right after, so the editor sees the top of the form sooner; every section's heading is there from the
// start, so the index and its jumps work at once.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const text = (name: string) => ({ name, label: `Field ${name}`, widget: 'text' as const });
const section = (title: string, names: string[]): FormPart => ({ section: title, parts: names.map(text) });
const parts: FormPart[] = [
  section('Platform', ['a1', 'a2', 'a3', 'a4', 'a5', 'a6']),
  section('Statistics', ['b1', 'b2', 'b3', 'b4', 'b5', 'b6']),
  section('Rating', ['c1', 'c2', 'c3', 'c4', 'c5', 'c6']),
  section('Content', ['d1', 'd2', 'd3']),
  { section: 'Publishing', place: 'side', parts: [text('author')] },
];
const form = (drawn: FormPart[]) => {
  const { schema, uiSchema } = buildSchema(drawn, {}, { values: {}, language: 1, isNew: false });
  return <BlueprintForm schema={schema} uiSchema={uiSchema} validator={lightValidator} />;
};

describe('the first frame of a long form', () => {
  it('holds the side panel and the first sections up to about a screenful of fields, with every heading', () => {
    // The server renderer draws exactly the first frame: no effect, so no transition after it.
    const first = document.createElement('div');
    first.innerHTML = renderToString(form(parts));
    const labels = Array.from(first.querySelectorAll('label')).map((l) => l.textContent?.trim());
    expect(FIRST_FRAME_FIELDS).toBe(12);
    for (const name of ['a1', 'a6', 'b1', 'b6', 'author']) expect(labels, name).toContain(`Field ${name}`);
    for (const name of ['c1', 'd3']) expect(labels, name).not.toContain(`Field ${name}`);
    const headings = Array.from(first.querySelectorAll('h2')).map((h) => h.textContent);
    expect(headings).toEqual(['Platform', 'Statistics', 'Rating', 'Content', 'Publishing']);
  });

  it('draws the rest right after', async () => {
    render(form(parts));
    expect(await screen.findByLabelText('Field d3')).toBeTruthy();
    expect(screen.getByLabelText('Field c1')).toBeTruthy();
    expect(document.querySelector('.bo-section-pending')).toBeNull();
  });

  // Issue 29, item 7: drawn as the first frame was committed, the rest kept the browser from showing that frame.
  it('draws the rest once the first frame is on screen, at the second animation frame, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    render(form(parts));
    expect(screen.getByLabelText('Field b6')).toBeTruthy();
    act(() => void vi.advanceTimersToNextFrame());
    expect(screen.queryByLabelText('Field c1')).toBeNull();
    act(() => void vi.advanceTimersToNextFrame());
    await act(async () => void (await vi.runOnlyPendingTimersAsync()));
    expect(screen.getByLabelText('Field c1')).toBeTruthy();
    expect(screen.getByLabelText('Field d3')).toBeTruthy();
  });

  it('draws the rest where no frame comes (a tab opened in the background)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    render(form(parts));
    await act(async () => void (await vi.advanceTimersByTimeAsync(FIRST_FRAME_WAIT_MS - 1)));
    expect(screen.queryByLabelText('Field c1')).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    await act(async () => void (await vi.runOnlyPendingTimersAsync()));
    expect(screen.getByLabelText('Field c1')).toBeTruthy();
  });

  it('draws a short form whole at once', () => {
    const first = document.createElement('div');
    first.innerHTML = renderToString(form(parts.slice(1, 3)));
    expect(first.querySelectorAll('input')).toHaveLength(12);
    expect(first.querySelector('.bo-section-pending')).toBeNull();
  });
});
