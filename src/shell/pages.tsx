import { Classes, H1, Icon } from '@blueprintjs/core';

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

/** A route the specification names without content (see PLACEHOLDERS). */
export function Placeholder({ title }: { title: string }) {
  return <H1>{title}</H1>;
}
