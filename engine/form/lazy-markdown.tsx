import { Suspense, lazy, type ComponentProps } from 'react';
import type { Markdown as MarkdownParser } from 'markdown-to-jsx/react';

// The form library draws Markdown only where a screen opts in (ui:enableMarkdownInDescription / InHelp) and in its
// rare error texts, yet imports the parser statically: it comes with the form code unless it is loaded on first use.
// The import below is the real package (lazy-markdown-plugin.ts sends every other import of it here).
const Parser = lazy(() => import('markdown-to-jsx/react').then((m) => ({ default: m.Markdown })));

type Props = ComponentProps<typeof MarkdownParser>;

/** The parser's Markdown component, fetched when one is first drawn; until then its text shows as it is. */
export function Markdown(props: Props) {
  return (
    <Suspense fallback={props.children}>
      <Parser {...props} />
    </Suspense>
  );
}

export default Markdown;
