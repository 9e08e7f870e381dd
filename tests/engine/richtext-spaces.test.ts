import { describe, expect, it } from 'vitest';
import { quillToStored, storedToEditor } from '../../engine/registry/packs/core/richtext-spaces';
import { recordToValues } from '../../engine/form/record';
import type { FormBody } from '../../engine/model/descriptor';

// Issue 15, the `&nbsp;` defect: Quill 2.0.3's getSemanticHTML writes every space as `&nbsp;` (slab/quill#4509);
// rich text is stored with ordinary spaces, a non-breaking space typed on purpose (U+00A0) stays one, runs of
// spaces survive, and content an older editor stored with `&nbsp;` everywhere is cleaned when next saved.

/** What the server stores: sanitize-html reads entities, so `&nbsp;` comes back as the character. */
const storedByServer = (html: string) => html.replaceAll('&nbsp;', '\u00a0');

describe("Quill's HTML as it is stored", () => {
  it('ordinary spaces: "Probe content abc"', () => {
    expect(quillToStored('<p>Probe&nbsp;content&nbsp;abc</p>')).toBe('<p>Probe content abc</p>');
  });

  it('a non-breaking space typed on purpose (U+00A0, which Quill leaves as it is) is kept as &nbsp;', () => {
    expect(quillToStored('<p>Pay&nbsp;10\u00a0%&nbsp;now</p>')).toBe('<p>Pay 10&nbsp;% now</p>');
  });

  it('double spaces survive: every other space of a run, and one opening a line, is &nbsp;', () => {
    expect(quillToStored('<p>two&nbsp;&nbsp;spaces</p>')).toBe('<p>two &nbsp;spaces</p>');
    expect(quillToStored('<p>three&nbsp;&nbsp;&nbsp;spaces</p>')).toBe('<p>three &nbsp; spaces</p>');
    expect(quillToStored('<p>&nbsp;indented</p><p>a&nbsp;<strong>&nbsp;b</strong></p>')).toBe('<p>&nbsp;indented</p><p>a <strong>&nbsp;b</strong></p>');
  });

  it('leaves tags, attributes, images, escaped text and code blocks as they are', () => {
    const image = '<img src="/media-files/EN/a.png" alt="Money &gt; flowing" class="lazy">';
    expect(quillToStored(`<p>An&nbsp;image:&nbsp;${image}&nbsp;here</p>`)).toBe(`<p>An image: ${image} here</p>`);
    expect(quillToStored('<p>a&amp;nbsp;b</p>')).toBe('<p>a&amp;nbsp;b</p>');
    expect(quillToStored('<pre>\nx&nbsp;=&nbsp;1\n</pre><p>x&nbsp;y</p>')).toBe('<pre>\nx&nbsp;=&nbsp;1\n</pre><p>x y</p>');
  });
});

describe('stored HTML as the editor reads it', () => {
  it('content stored with &nbsp; for every space is read with ordinary spaces, so its next save cleans it', () => {
    expect(storedToEditor('<p>Probe\u00a0content\u00a0abc</p>')).toBe('<p>Probe content abc</p>');
    expect(storedToEditor('<p>Probe&nbsp;content&#160;abc</p>')).toBe('<p>Probe content abc</p>');
  });

  it('what the editor stores reads back the same: the spaces of a run are kept', () => {
    for (const quill of ['<p>two&nbsp;&nbsp;spaces</p>', '<p>&nbsp;indented&nbsp;&nbsp;&nbsp;text</p>', '<h2>Pros</h2><ul><li>One&nbsp;thing</li></ul>']) {
      const stored = quillToStored(quill);
      expect(storedToEditor(storedByServer(stored))).toBe(stored);
    }
  });

  it('HTML without non-breaking spaces is left exactly as it is', () => {
    const html = '<p>Plain  text\n</p>\n<p>More</p>';
    expect(storedToEditor(html)).toBe(html);
  });

  it('a rich-text field of a loaded record is read so, and other fields are not', () => {
    const form: FormBody = {
      title: 'Content',
      entity: 'review',
      idField: 'reviewId',
      parts: [
        { name: 'reviewContent', label: 'Content', widget: 'richtext' },
        { name: 'name', label: 'Name', widget: 'text' },
      ],
      save: {},
      notices: { failure: { message: 'no' } },
    };
    expect(recordToValues(form, { reviewContent: '<p>Probe\u00a0content</p>', name: 'A\u00a0B' })).toMatchObject({ reviewContent: '<p>Probe content</p>', name: 'A\u00a0B' });
    expect(recordToValues(form, { reviewContent: null }).reviewContent).toBeUndefined();
  });
});
