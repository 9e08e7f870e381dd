import { H1, H2 } from '@blueprintjs/core';
import { createContext, useContext, type ReactNode } from 'react';

// A screen drawn inside another (an embedded list, a tab) is a section of that screen: its title is an h2,
// so that every screen keeps one h1.
const Nested = createContext(false);

export function NestedScreen({ children }: { children: ReactNode }) {
  return <Nested.Provider value={true}>{children}</Nested.Provider>;
}

/** A screen's title (h1, or h2 when nested) with its main actions on the right. */
export function ScreenTitle({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  const Heading = useContext(Nested) ? H2 : H1;
  return (
    <div className="engine-screen-head">
      <Heading>{title}</Heading>
      {actions && <div className="engine-screen-actions">{actions}</div>}
    </div>
  );
}
