import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_PAUSE, TypingBuffer } from '../../engine/theme/typing/buffer';

// Issue 17, item 13 (typing): what a text box holds while the editor types, and when it goes into the form.

describe('the typing buffer', () => {
  let committed: string[];
  let buffer: TypingBuffer;
  const type = (text: string) => buffer.typed('name', text, () => committed.push(text));

  beforeEach(() => {
    vi.useFakeTimers();
    committed = [];
    buffer = new TypingBuffer((name) => name !== 'country');
  });
  afterEach(() => vi.useRealTimers());

  it('puts the first key of a burst in right after it is drawn, holds the rest until typing pauses', async () => {
    type('a');
    expect(committed).toEqual([]);
    await vi.advanceTimersByTimeAsync(40);
    expect(committed).toEqual(['a']);
    type('ab');
    type('abc');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE - 50);
    expect(committed).toEqual(['a']);
    expect(buffer.text('name')).toBe('abc');
    await vi.advanceTimersByTimeAsync(60);
    expect(committed).toEqual(['a', 'abc']);
    expect(buffer.text('name')).toBeUndefined();
    expect(buffer.holding()).toBe(false);
  });

  it('flush puts everything held in at once (a save, Ctrl+S), and nothing twice', async () => {
    type('a');
    await vi.advanceTimersByTimeAsync(40);
    type('ab');
    expect(buffer.holding()).toBe(true);
    buffer.flush();
    expect(committed).toEqual(['a', 'ab']);
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE * 2);
    expect(committed).toEqual(['a', 'ab']);
  });

  it('leaving the box puts its text in; a value set from elsewhere drops what it held', async () => {
    type('x');
    buffer.commit('name');
    expect(committed).toEqual(['x']);
    type('xy');
    buffer.drop('name');
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE * 2);
    expect(committed).toEqual(['x']);
    expect(buffer.text('name')).toBeUndefined();
  });

  it('tells the box’s listeners on each key (the length count), and only that box’s', () => {
    const heard: string[] = [];
    buffer.subscribe('name', () => heard.push('name'));
    buffer.subscribe('other', () => heard.push('other'));
    type('a');
    type('ab');
    expect(heard).toEqual(['name', 'name']);
  });

  it('a field a condition reads is not held', () => {
    expect(buffer.defers('name')).toBe(true);
    expect(buffer.defers('country')).toBe(false);
  });
});
