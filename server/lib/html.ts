import type SanitizeHtml from 'sanitize-html';
import { requireOnFirstUse } from './require-on-first-use';

// sanitize-html and its CSS parser are loaded with the first rich text saved, not at every start.
const sanitizer = requireOnFirstUse<typeof SanitizeHtml>('sanitize-html');

/** Every attribute that holds an address: each is held to the allowed schemes, not only href and src. */
const URL_ATTRIBUTES = ['href', 'src', 'cite', 'data-src', 'poster', 'srcset'];

/**
 * The only data: URLs kept: raster images, which a browser shows and never runs. An SVG image is a
 * document that may hold scripts, and any other data: type is a page of its own.
 */
const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;

/** Whether an address (as a browser reads it: controls and spaces ignored) is a data: URL other than a raster image. */
function isForbiddenDataUrl(value: string): boolean {
  const address = value.replace(/[\x00-\x20]+/g, '').toLowerCase();
  if (!address.includes('data:')) return false;
  // A srcset holds several addresses: every data: URL among them must be a raster image.
  return address.split(/(?=data:)/).some((part) => part.startsWith('data:') && !RASTER_DATA_URL.test(part));
}

/** Drops the address attributes of a tag that hold a data: URL of anything but a raster image. */
function withoutForbiddenDataUrls(tagName: string, attribs: SanitizeHtml.Attributes) {
  const kept = { ...attribs };
  for (const name of URL_ATTRIBUTES) if (kept[name] !== undefined && isForbiddenDataUrl(kept[name])) delete kept[name];
  return { tagName, attribs: kept };
}

/**
 * Cleans rich text saved from the Quill editor: scripts, event handlers and
 * javascript: URLs go (in every address attribute); Quill's formatting, links,
 * tables and images with alt text stay.
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
  allowedSchemesAppliedToAttributes: URL_ATTRIBUTES,
  transformTags: { '*': withoutForbiddenDataUrls },
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
