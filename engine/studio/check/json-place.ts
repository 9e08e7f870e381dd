import { jsonLanguage } from '@codemirror/lang-json';
import type { SyntaxNode } from '@lezer/common';

/** "parts[3].options.from" → ["parts", 3, "options", "from"]; a place that is no path ("screen reference") gives none. */
export function pathOf(at: string): (string | number)[] | undefined {
  const bare = at.replace(/ \(from [^)]*\)$/, '');
  if (bare === '' || bare === 'the top') return [];
  if (!/^[\w$-]+(\[\d+\]|\.[\w$-]+)*$/.test(bare)) return undefined;
  return [...bare.matchAll(/\[(\d+)\]|\.?([\w$-]+)/g)].map((m) => (m[1] !== undefined ? Number(m[1]) : m[2]));
}

const VALUES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);
const valuesOf = (node: SyntaxNode) => node.getChildren('Property').length ? [] : childrenOf(node).filter((c) => VALUES.has(c.name));
const childrenOf = (node: SyntaxNode) => {
  const out: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) out.push(c);
  return out;
};
const keyOf = (property: SyntaxNode, text: string) => {
  const name = property.getChild('PropertyName');
  return name ? { node: name, key: JSON.parse(text.slice(name.from, name.to)) as string } : undefined;
};

/** The property named `key` of an object node: its name and its value. */
function propertyOf(node: SyntaxNode, key: string, text: string) {
  for (const property of node.getChildren('Property')) {
    const found = keyOf(property, text);
    if (found?.key === key) return { name: found.node, value: childrenOf(property).find((c) => VALUES.has(c.name)) };
  }
  return undefined;
}

/**
 * Where a problem's place lies in the text: the value at that path, as deep as the text has it (a place inside an
 * included fragment shows at the include). A message naming an unknown property marks that property's name.
 */
export function rangeOf(text: string, at: string, message = ''): { from: number; to: number } {
  const tree = jsonLanguage.parser.parse(text);
  let node: SyntaxNode | undefined = tree.topNode.getChild('Object') ?? tree.topNode.firstChild ?? undefined;
  if (!node) return { from: 0, to: Math.min(text.length, 1) };
  for (const segment of pathOf(at) ?? []) {
    const next: SyntaxNode | undefined =
      typeof segment === 'number' ? (node.name === 'Array' ? valuesOf(node)[segment] : undefined) : node.name === 'Object' ? propertyOf(node, segment, text)?.value : undefined;
    if (!next) break;
    node = next;
  }
  const unknown = /unknown property "([^"]+)"/.exec(message)?.[1];
  const named = unknown && node.name === 'Object' ? propertyOf(node, unknown, text)?.name : undefined;
  const target = named ?? node;
  // A whole object or list marks its first line only, not half the file.
  const end = target.name === 'Object' || target.name === 'Array' ? Math.min(target.to, text.indexOf('\n', target.from) === -1 ? target.to : text.indexOf('\n', target.from)) : target.to;
  return { from: target.from, to: Math.max(end, target.from + 1) };
}

/** The first syntax error of a JSON text, where the parser met it. */
export function syntaxErrorAt(text: string): number | undefined {
  let at: number | undefined;
  jsonLanguage.parser.parse(text).iterate({
    enter: (n) => {
      if (at !== undefined) return false;
      if (n.type.isError) at = n.from;
      return undefined;
    },
  });
  return at;
}
