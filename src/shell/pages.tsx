import { Callout, H3, NonIdealState } from '@blueprintjs/core';

/** Any unknown path ends here (first document, section 2). */
export function ErrorPage() {
  return <NonIdealState icon="error" title="Error: Route doesn't exist" />;
}

/** A screen that later work brings; its route and permission gate are already real. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div>
      <H3>{title}</H3>
      <Callout intent="primary">This screen is coming soon.</Callout>
    </div>
  );
}

/** /strings/add and /strings/edit are placeholders in the specification too. */
export function Placeholder({ title }: { title: string }) {
  return <H3>{title}</H3>;
}
