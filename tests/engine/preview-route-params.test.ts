// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { ScreenDescriptor } from '../../engine/model/descriptor';
import { openInNewTab } from '../../engine/screens/detached/open-in-new-tab';
import { fillRoute, paramNames, preferredPattern, routePatterns, rowFieldsFor } from '../../engine/studio/preview/route-params';

// Issue 20, item 3: a screen whose route has parameters (/reviews/edit/:id) needs them in the preview: it offers a
// box for each, opens the edit route first, and takes the first record's from the list whose row link leads there.
// Links inside the preview open in a new tab; jumps within the page stay.

const screen = (route?: string | string[]) => ({ kind: 'form', title: 'X', ...(route && { route }) }) as unknown as ScreenDescriptor;

describe("the preview's route", () => {
  it('takes the patterns a descriptor states, "/" for one named only by its id, and the edit one first', () => {
    expect(routePatterns(screen('/bonussettings'))).toEqual(['/bonussettings']);
    expect(routePatterns(screen())).toEqual(['/']);
    const news = routePatterns(screen(['/news/add/:id', '/news/edit/:id']));
    expect(preferredPattern(news)).toBe('/news/edit/:id');
    expect(preferredPattern(['/data/edit/lender-edit/:id', '/data/edit/lender-add'])).toBe('/data/edit/lender-edit/:id');
    expect(preferredPattern(['/authors/add', '/authors/edit/:id'])).toBe('/authors/edit/:id');
  });

  it('names its parameters, and fills them only once each has a value', () => {
    expect(paramNames('/review/:id')).toEqual(['id']);
    expect(paramNames('/bonussettings')).toEqual([]);
    expect(fillRoute('/review/:id', { id: ' 11 ' })).toBe('/review/11');
    expect(fillRoute('/review/:id', { id: '' })).toBeNull();
    expect(fillRoute('/review/:id', {})).toBeNull();
    expect(fillRoute('/bonussettings', {})).toBe('/bonussettings');
    expect(fillRoute('/x/:id', { id: 'a/b' })).toBe('/x/a%2Fb');
  });

  it("reads which row field fills each parameter from a list's row link, and none from a link elsewhere", () => {
    expect(rowFieldsFor('/news/edit/{row.newsFeedId}', '/news/edit/:id')).toEqual({ id: 'newsFeedId' });
    expect(rowFieldsFor('/review/{row.reviewId}?tab=edit', '/review/:id')).toEqual({ id: 'reviewId' });
    expect(rowFieldsFor('/news/edit/{row.newsFeedId}', '/news/add/:id')).toBeNull();
    expect(rowFieldsFor('/news/edit/{row.newsFeedId}', '/news/edit')).toBeNull();
    expect(rowFieldsFor('/news/edit/7', '/news/edit/:id')).toBeNull();
  });
});

describe('a link clicked in the preview', () => {
  const click = (html: string) => {
    document.body.innerHTML = html;
    const opened: string[] = [];
    const taken = openInNewTab({ target: document.querySelector('[data-click]') } as unknown as Event, (href) => opened.push(href));
    return { taken, opened };
  };

  it('opens another address in a new tab', () => {
    const { taken, opened } = click('<a href="/news/edit/31?lang=2"><span data-click>Velmora</span></a>');
    expect(taken).toBe(true);
    expect(opened).toEqual([`${window.location.origin}/news/edit/31?lang=2`]);
  });

  it('leaves a jump within the page, a link opening a tab already, and what is no link', () => {
    expect(click('<a href="#seo" data-click>SEO</a>')).toEqual({ taken: false, opened: [] });
    expect(click('<a href="https://example.com" target="_blank" data-click>Public</a>')).toEqual({ taken: false, opened: [] });
    expect(click('<button data-click>Save</button>')).toEqual({ taken: false, opened: [] });
  });
});
