import { transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';
import { asciiCss } from '../../src/shell/ascii-output-plugin';

/** The stylesheet as a browser reads it: parsed and written again by the minifier the build uses. */
const read = (css: string) => new TextDecoder().decode(transform({ filename: 'style.css', code: new TextEncoder().encode(css), minify: true }).code);

describe('a stylesheet in ASCII only (src/shell/ascii-output-plugin.ts)', () => {
  const sheet = [
    // An icon font's character from the private use area, as the minifier writes Blueprint's icons.
    '.bp6-icon-add:before{content:"\uf109"}',
    // Beside text that could be read as more of the escape: a hex digit, then a space.
    '.check:after{content:"\u2611a \u2610 b"}',
    // Outside the basic plane, in a selector and in a string.
    '.\u00e9\u{1f600}{quotes:"\u00ab" "\u00bb"}',
    '.plain{color:red}',
  ].join('');

  it('has no character outside ASCII', () => {
    expect(asciiCss(sheet)).toMatch(/^[\x00-\x7f]*$/);
    expect(asciiCss(sheet)).toContain('content:"\\f109 "');
    expect(asciiCss(sheet)).toContain('content:"\\2611 a \\2610  b"');
  });

  it('means to a CSS parser what the stylesheet means', () => {
    expect(read(asciiCss(sheet))).toBe(read(sheet));
  });

  it('leaves a stylesheet in ASCII as it is', () => {
    expect(asciiCss('.plain{color:red}.a:before{content:"\\f109"}')).toBe('.plain{color:red}.a:before{content:"\\f109"}');
  });
});
