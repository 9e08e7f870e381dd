import type SanitizeHtml from 'sanitize-html';
import { requireOnFirstUse } from './require-on-first-use';

// sanitize-html and its CSS parser are loaded with the first rich text saved, not at every start.
const sanitizer = requireOnFirstUse<typeof SanitizeHtml>('sanitize-html');

/**
 * Cleans rich text saved from the Quill editor: scripts, event handlers and
 * javascript: URLs go; Quill's formatting, links, tables and images with alt
 * text stay.
 */
const options = (sanitizeHtml: typeof SanitizeHtml): SanitizeHtml.IOptions => ({
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img', 'h1', 'h2', 'span', 'u', 's', 'sub', 'sup', 'iframe', 'figure', 'figcaption', 'video', 'source',
  ],
  allowedAttributes: {
    '*': ['class', 'style', 'id', 'data-list', 'data-row', 'data-language', 'spellcheck', 'contenteditable', 'title', 'dir', 'align'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading', 'data-src'],
    iframe: ['src', 'width', 'height', 'frameborder', 'allow', 'allowfullscreen'],
    video: ['src', 'controls', 'width', 'height', 'poster'],
    source: ['src', 'type'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
      width: [/^\d+(px|%)?$/],
      height: [/^\d+(px|%)?$/],
    },
  },
});
let cleaning: SanitizeHtml.IOptions | undefined;

export function cleanHtml(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return html ?? null;
  const sanitizeHtml = sanitizer();
  cleaning ??= options(sanitizeHtml);
  return sanitizeHtml(html, cleaning);
}
