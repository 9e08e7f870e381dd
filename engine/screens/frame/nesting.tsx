import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where a screen is drawn. On its own route it is the page: breadcrumbs and the one h1. Inside another screen (an
 * embedded list, one of several lists) it is a section of that page under an h2. In a tab it is the tab's panel,
 * which the tab already names, so it draws no heading of its own.
 */
export type Nesting = 'page' | 'section' | 'tab';

const NestingContext = createContext<Nesting>('page');

export function NestedScreen({ as = 'section', children }: { as?: Exclude<Nesting, 'page'>; children: ReactNode }) {
  return <NestingContext.Provider value={as}>{children}</NestingContext.Provider>;
}

export const useNesting = () => useContext(NestingContext);
