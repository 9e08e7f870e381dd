import { H2, H3, H4, H5, H6 } from '@blueprintjs/core';
import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';

/**
 * Where a form's headings stand in the page's outline, so that they follow the screen's own title in order: under
 * a page's or a tab's h1 a section is an h2, under an embedded screen's h2 an h3, and each nested section one level
 * deeper. `shown` says the enclosing section already draws this object's title (a folding section's header), so the
 * object must not draw it again.
 */
export interface HeadingPlace {
  level: number;
  shown?: boolean;
}

const HeadingContext = createContext<HeadingPlace>({ level: 2 });

export const useHeadingPlace = () => useContext(HeadingContext);

export function HeadingLevel({ level, shown, children }: HeadingPlace & { children: ReactNode }) {
  return <HeadingContext.Provider value={{ level, shown }}>{children}</HeadingContext.Provider>;
}

const BY_LEVEL = [H2, H2, H2, H3, H4, H5, H6];

/** A Blueprint heading of the given level (h2 at least: a form never draws the screen's h1; h6 at most). */
export function Heading({ level, ...props }: { level: number } & HTMLAttributes<HTMLHeadingElement>) {
  const Tag = BY_LEVEL[Math.min(Math.max(level, 2), 6)];
  return <Tag {...props} />;
}
