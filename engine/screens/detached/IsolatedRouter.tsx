import { useMemo, type ReactNode } from 'react';
import { RouterProvider, UNSAFE_LocationContext, UNSAFE_RouteContext, createMemoryRouter, type RouteObject } from 'react-router-dom';

// What the router's contexts hold outside any router: the app's route and location stay outside the subtree.
const NO_ROUTE = { outlet: null, matches: [], isDataRoute: false };

interface Props {
  /** The route pattern the screen is drawn at ("/news/edit/:id"), and the address it opens at ("/news/edit/3"). */
  pattern: string;
  at: string;
  /** The screen, at its route. */
  screen: ReactNode;
  /** What any other address shows: the subtree never moves the app. */
  elsewhere: ReactNode;
}

/**
 * A router of its own for a screen drawn inside another page: the screen reads its parameters and its `?tab=` from
 * it, its links and its "after" navigation move it (never the app's address), and the unsaved-changes guard of a
 * form in it holds only its navigation. A data router (the leave guard's blocker needs one), in memory; the app's router contexts
 * are reset around it, since a router does not nest in another on its own.
 */
export function IsolatedRouter({ pattern, at, screen, elsewhere }: Props) {
  const router = useMemo(() => {
    const routes: RouteObject[] = [
      { path: pattern, element: screen },
      { path: '*', element: elsewhere },
    ];
    return createMemoryRouter(routes, { initialEntries: [at] });
    // The elements read what changes (the descriptor) from context: a new router only for a new address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pattern, at]);
  return (
    <UNSAFE_LocationContext.Provider value={null as never}>
      <UNSAFE_RouteContext.Provider value={NO_ROUTE}>
        {/* A router provider keeps the state of the router it began with: another address draws afresh. */}
        <RouterProvider key={`${pattern} ${at}`} router={router} />
      </UNSAFE_RouteContext.Provider>
    </UNSAFE_LocationContext.Provider>
  );
}
