import { Classes } from '@blueprintjs/core';
import { EditorView } from '@codemirror/view';
import type { Extension } from '@codemirror/state';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';

/**
 * Where a CodeMirror view lives: a shadow root in `host`. CodeMirror puts its styles into a <style> element in a
 * document, which the page's policy refuses (no inline style elements); in a shadow root they go into a
 * constructed style sheet instead. Its look therefore comes from `studioTheme`, not from the page's CSS.
 */
export function shadowParent(host: HTMLElement): { parent: HTMLElement; root: ShadowRoot } {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const parent = document.createElement('div');
  root.replaceChildren(parent);
  return { parent, root };
}

export const isDark = () => document.documentElement.classList.contains(Classes.DARK);

// The default highlighting's colours are for a light background: in the dark theme, Blueprint's lighter ones.
const DARK_HIGHLIGHT = HighlightStyle.define([
  { tag: tags.string, color: '#72ca9b' },
  { tag: tags.number, color: '#f5c186' },
  { tag: [tags.bool, tags.null], color: '#8abbff' },
  { tag: tags.propertyName, color: '#d1b2ff' },
  { tag: tags.invalid, color: '#fa999c' },
]);

/**
 * The editor's look in the app's light or dark theme (Blueprint's colours). It grows with its text and wraps long
 * lines, so the page scrolls, not a region inside it that a keyboard could not reach.
 */
export function studioTheme(dark: boolean): Extension {
  const look = EditorView.theme(
    {
      '&': { minHeight: '320px', fontSize: '13px', backgroundColor: dark ? '#1c2127' : '#ffffff', color: dark ? '#f6f7f9' : '#1c2127' },
      '&.cm-focused': { outline: '2px solid #2d72d2' },
      '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
      '.cm-gutters': { backgroundColor: dark ? '#252a31' : '#f6f7f9', color: dark ? '#abb3bf' : '#5f6b7c', borderColor: dark ? '#404854' : '#dce0e5' },
      '.cm-activeLine': { backgroundColor: dark ? '#2f343c80' : '#edeff280' },
      '.cm-activeLineGutter': { backgroundColor: dark ? '#2f343c' : '#e5e8eb' },
      '.cm-cursor': { borderLeftColor: dark ? '#f6f7f9' : '#1c2127' },
      '.cm-tooltip': { backgroundColor: dark ? '#2f343c' : '#ffffff', color: dark ? '#f6f7f9' : '#1c2127', border: `1px solid ${dark ? '#5f6b7c' : '#c5cbd3'}`, maxWidth: '560px' },
      '.cm-panels': { backgroundColor: dark ? '#252a31' : '#f6f7f9', color: dark ? '#f6f7f9' : '#1c2127' },
      '.cm-panels input, .cm-panels button': { color: 'inherit', backgroundColor: dark ? '#1c2127' : '#ffffff' },
      '.cm-diagnosticText': { whiteSpace: 'pre-wrap' },
    },
    { dark },
  );
  return [EditorView.lineWrapping, look, ...(dark ? [syntaxHighlighting(DARK_HIGHLIGHT)] : [])];
}
