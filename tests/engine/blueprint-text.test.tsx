// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { Profiler, type ComponentProps } from 'react';
import { Text as BlueprintText } from '@blueprintjs/core/lib/esm/components/text/text';
import { afterEach, describe, expect, it } from 'vitest';
import { Text } from '../../src/shell/blueprint-aliases/blueprint-text';

// Blueprint's buttons, tags and menu items draw their text with the build's stand-in for Blueprint's Text
// (src/shell/blueprint-aliases/): it must draw the same elements and attributes, and draw a text that is never cut once.

afterEach(cleanup);

const CASES: Record<string, ComponentProps<typeof BlueprintText>> = {
  "a button's text": { className: 'bp6-button-text', tagName: 'span', children: 'Save' },
  'a text with a title': { tagName: 'span', title: 'The whole name', children: ['Norvia', ' Lend'] },
  'a text in a div, no class': { children: 'Reviews' },
  'a text that may be cut': { ellipsize: true, className: 'bp6-fill', children: 'A long name of a lending platform' },
  'one that may be cut, with a title': { ellipsize: true, title: 'Own title', children: 'Name' },
};

/** What a component draws once mounted, and how many times React committed it. */
function drawn(element: React.ReactElement) {
  let commits = 0;
  const { container, unmount } = render(<Profiler id="text" onRender={() => commits++}>{element}</Profiler>);
  const html = container.innerHTML;
  unmount();
  return { html, commits };
}

describe("the stand-in for Blueprint's Text", () => {
  it.each(Object.entries(CASES))('draws %s as Blueprint does', (_, props) => {
    expect(drawn(<Text {...props} />).html).toBe(drawn(<BlueprintText {...props} />).html);
  });

  it('draws a text that is never cut once, where Blueprint draws it twice', () => {
    expect(drawn(<BlueprintText tagName="span">Save</BlueprintText>).commits).toBe(2);
    expect(drawn(<Text tagName="span">Save</Text>).commits).toBe(1);
  });

  it('titles a cut text with its whole content, as Blueprint does', () => {
    // happy-dom lays nothing out: every element is made wider than its box while these draw.
    const scroll = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth');
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 300 });
    try {
      const whole = 'Norvia Lend finances small businesses';
      expect(drawn(<Text ellipsize>{whole}</Text>).html).toBe(`<div class="bp6-text-overflow-ellipsis" title="${whole}">${whole}</div>`);
      expect(drawn(<BlueprintText ellipsize>{whole}</BlueprintText>).html).toBe(drawn(<Text ellipsize>{whole}</Text>).html);
    } finally {
      if (scroll) Object.defineProperty(HTMLElement.prototype, 'scrollWidth', scroll);
      else delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
    }
  });
});
