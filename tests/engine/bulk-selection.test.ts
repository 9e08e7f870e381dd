import { describe, expect, it } from 'vitest';
import { allShownChosen, chosenShown, EMPTY_SELECTION, pageState, selectAllShown, toggleRow, togglePage, type Selection } from '../../engine/list/bulk/selection';

const shown = [10, 11, 12, 13, 14, 15, 16];
const keys = (s: Selection) => [...s.keys].sort((a, b) => Number(a) - Number(b));

describe('bulk selection', () => {
  it('toggles one row, and with Shift every shown row between the last clicked and this one', () => {
    let s = toggleRow(EMPTY_SELECTION, 11, shown, false);
    expect(keys(s)).toEqual([11]);
    s = toggleRow(s, 14, shown, true);
    expect(keys(s)).toEqual([11, 12, 13, 14]);
    // A range upwards from the new anchor, in the order shown.
    s = toggleRow(s, 16, shown, false);
    s = toggleRow(s, 15, shown, true);
    expect(keys(s)).toEqual([11, 12, 13, 14, 15, 16]);
    // Shift over chosen rows gives the range from the anchor (15) the clicked row's new state: here, not chosen.
    s = toggleRow(s, 12, shown, true);
    expect(keys(s)).toEqual([11, 16]);
  });

  it('makes a Shift-click a plain toggle when there is no anchor or it is no longer shown', () => {
    expect(keys(toggleRow(EMPTY_SELECTION, 13, shown, true))).toEqual([13]);
    const s = toggleRow(EMPTY_SELECTION, 99, [99, ...shown], false);
    expect(keys(toggleRow(s, 13, shown, true))).toEqual([13, 99]);
  });

  it("the header checkbox chooses the page's rows, and clears them once all are chosen", () => {
    const page = [12, 13, 14];
    let s = toggleRow(EMPTY_SELECTION, 13, shown, false);
    expect(pageState(s, page)).toBe('some');
    s = togglePage(s, page);
    expect(keys(s)).toEqual([12, 13, 14]);
    expect(pageState(s, page)).toBe('all');
    s = togglePage(toggleRow(s, 10, shown, false), page);
    expect(keys(s)).toEqual([10]);
    expect(pageState(s, page)).toBe('none');
  });

  it('selects all N matching across pages, and acts only on chosen rows still shown, in their order', () => {
    const matching = [16, 12, 10];
    const s = selectAllShown(matching);
    expect(allShownChosen(s, matching)).toBe(true);
    expect(allShownChosen(s, shown)).toBe(false);
    expect(chosenShown(s, matching)).toEqual([16, 12, 10]);
    // A narrower search hides 16: it is not changed unseen.
    expect(chosenShown(s, [12, 10])).toEqual([12, 10]);
  });
});
