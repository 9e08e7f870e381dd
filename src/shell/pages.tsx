import { Callout, Classes, H1, Icon } from '@blueprintjs/core';

/** Any unknown path ends here (first document, section 2). */
export function ErrorPage() {
  return (
    <main className="shell-standalone">
      <div className="shell-error">
        <Icon icon="error" size={48} className={Classes.TEXT_MUTED} />
        <H1>Error: Route doesn't exist</H1>
      </div>
    </main>
  );
}

/** A screen that later work brings; its route and permission gate are already real. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div>
      <H1>{title}</H1>
      <Callout intent="primary">This screen is coming soon.</Callout>
    </div>
  );
}

/** /strings/add and /strings/edit are placeholders in the specification too. */
export function Placeholder({ title }: { title: string }) {
  return <H1>{title}</H1>;
}
