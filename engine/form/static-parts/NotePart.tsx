import { Callout, type Intent } from '@blueprintjs/core';
import type { StaticPart } from '../../model/descriptor';

/** `note`: a fixed text in the form, as a callout (the blog's 'In this form all fields are required!'). */
export function NotePart({ part }: { part: StaticPart }) {
  const intent = (part.intent === 'none' ? undefined : (part.intent ?? 'primary')) as Intent | undefined;
  return (
    <Callout className="bo-note" intent={intent} title={part.title} compact>
      {part.text}
    </Callout>
  );
}
