// @vitest-environment happy-dom
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from '../../engine/form/lazy-markdown';
import { lazyMarkdown } from '../../engine/form/lazy-markdown-plugin';

// Issue 17, item 13: the form code ships without the Markdown parser, which loads the first time the form library
// draws Markdown (a description or help a screen opted in for, or one of its own error texts).
afterEach(cleanup);

describe('the Markdown parser, loaded on first use', () => {
  it('shows the text at once and then the parsed Markdown, with the options given', async () => {
    render(<Markdown options={{ disableParsingRawHTML: true }}>{'Rates in **percent** <b>raw</b>'}</Markdown>);
    expect(document.body.textContent).toContain('Rates in **percent**');
    expect((await screen.findByText('percent')).tagName).toBe('STRONG');
    expect(document.querySelector('b')).toBeNull();
  });

  it("the build sends every import of the parser to the lazy wrapper, except the wrapper's own", () => {
    const resolve = lazyMarkdown().resolveId as (id: string, importer?: string) => string | undefined;
    const wrapper = path.resolve('engine/form/lazy-markdown.tsx');
    expect(resolve('markdown-to-jsx/react', '/x/node_modules/@rjsf/core/lib/components/RichDescription.js')).toBe(wrapper);
    expect(resolve('markdown-to-jsx/react', wrapper)).toBeUndefined();
    expect(resolve('react', '/x/y.js')).toBeUndefined();
  });
});
