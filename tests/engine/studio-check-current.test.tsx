// @vitest-environment happy-dom
import fs from 'node:fs';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDescriptorCheck } from '../../engine/studio/check/useDescriptorCheck';

// Issue 20, item 2: every keystroke is checked, once typing pauses. In that pause the answer is the previous
// text's: Publish read it and once sent the label as it was before the edit. The check now says whether it is
// the check of the text as it is.

const shippedText = fs.readFileSync('screens/settings/reviews-settings.json', 'utf8');
const shipped = JSON.parse(shippedText);
const relabelled = shippedText.replace('"label": "Page Title"', '"label": "Headline of the page"');

describe('the check of the working text', () => {
  it('is not current in the pause after a change, and then checks the new text', async () => {
    const { result, rerender } = renderHook(({ text }) => useDescriptorCheck('settings/reviews-settings', text, shipped), { initialProps: { text: shippedText } });
    await waitFor(() => expect(result.current.current).toBe(true), { timeout: 10_000 });
    expect(result.current.problems).toEqual([]);

    rerender({ text: relabelled });
    expect(result.current.current).toBe(false);
    expect((result.current.value as { parts: { label: string }[] }).parts[0].label).toBe('Page Title');

    await waitFor(() => expect(result.current.current).toBe(true));
    expect((result.current.value as { parts: { label: string }[] }).parts[0].label).toBe('Headline of the page');
    expect(result.current.checked).toBeDefined();
  });
});
