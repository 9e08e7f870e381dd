import { Classes } from '@blueprintjs/core';
import { EditorView } from '@codemirror/view';
import type { Extension } from '@codemirror/state';

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

/** The editor's look in the app's light or dark theme (Blueprint's colours). */
export function studioTheme(dark: boolean, height = '62vh'): Extension {
  return EditorView.theme(
    {
      '&': { height, fontSize: '13px', backgroundColor: dark ? '#1c2127' : '#ffffff', color: dark ? '#f6f7f9' : '#1c2127' },
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
}
