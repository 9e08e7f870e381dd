// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WhyDisabled } from '../../engine/reason/WhyDisabled';

const REASON = 'You may edit reviews in English but not delete them';

const renderDisabledDelete = () =>
  render(
    <WhyDisabled reason={REASON}>
      <button type="button" disabled>
        Delete
      </button>
    </WhyDisabled>,
  );

describe('a disabled control saying why', () => {
  it('is described by its reason at once, and shows the tooltip while the pointer is on it, even before its code arrived', async () => {
    renderDisabledDelete();
    const wrapper = screen.getByRole('button', { name: 'Delete' }).parentElement!;
    expect(wrapper.getAttribute('aria-describedby')).toBe(wrapper.querySelector('.engine-why-disabled-text')!.id);
    // Hovered while the tooltip's code is still loading: the wrapper stays the same element and remembers the pointer.
    fireEvent.pointerEnter(wrapper);
    await act(() => import('../../engine/reason/ReasonTooltip'));
    const tooltip = await screen.findByText(REASON, { selector: '.bp6-popover-content *, .bp6-popover-content' });
    expect(tooltip.textContent).toBe(REASON);
    expect(screen.getByRole('button', { name: 'Delete' }).parentElement).toBe(wrapper);
    fireEvent.pointerLeave(wrapper);
    expect(document.querySelector('.bp6-popover-content')).toBeNull();
  });

  it('shows the tooltip while the wrapper has the keyboard focus', async () => {
    renderDisabledDelete();
    const wrapper = screen.getByRole('button', { name: 'Delete' }).parentElement!;
    act(() => wrapper.focus());
    const tooltip = await screen.findByText(REASON, { selector: '.bp6-popover-content *, .bp6-popover-content' });
    expect(tooltip.textContent).toBe(REASON);
    act(() => wrapper.blur());
    expect(document.querySelector('.bp6-popover-content')).toBeNull();
  });

  it('leaves the tooltip closed when nothing is on the control', async () => {
    renderDisabledDelete();
    await act(() => import('../../engine/reason/ReasonTooltip'));
    await screen.findByRole('button', { name: 'Delete' });
    expect(document.querySelector('.bp6-popover-content')).toBeNull();
  });

  it('draws the control as it is when there is no reason', () => {
    render(
      <WhyDisabled reason={null}>
        <button type="button">Delete</button>
      </WhyDisabled>,
    );
    expect(screen.getByRole('button', { name: 'Delete' }).parentElement!.className).not.toContain('engine-why-disabled');
  });
});
