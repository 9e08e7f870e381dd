import { describe, expect, it } from 'vitest';
import { FRAME_ICONS } from '../../src/shell/frame-icons';
import { FRAME_ICON_PATHS } from '../../src/shell/frame-icon-paths';
import { MAIN_NAVIGATION, SETTINGS_HOME } from '../../src/shell/navigation';

// Issue 17, item 13: the icons the frame draws come in one chunk rather than one request each.
describe('the frame icons, fetched together', () => {
  it('every icon of the side navigation is one of them', () => {
    for (const entry of [...MAIN_NAVIGATION, SETTINGS_HOME]) if (entry.icon) expect(FRAME_ICONS).toContain(entry.icon);
  });

  it('their chunk holds the 16px paths of each of them, and only them', () => {
    expect(Object.keys(FRAME_ICON_PATHS).sort()).toEqual([...FRAME_ICONS].sort());
    for (const name of FRAME_ICONS) expect(FRAME_ICON_PATHS[name]?.length).toBeGreaterThan(0);
  });
});
