import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../engine/descriptor/catalog';
import { screenOfPath } from '../../engine/screens/preload-path';

// A list's links each ask which screen they open (engine/screens/preload-path.ts). The answer is the route the router
// takes, found without react-router's matchRoutes, which flattens and ranks all the app's routes at every call.

const ROUTES = CATALOG.flatMap((entry) => entry.routes.map((path) => ({ path, file: entry.file })));
/** Addresses of every route: its parameters filled with a word and with a number, as links carry them. */
const ADDRESSES = ROUTES.flatMap(({ path }) => [path.replace(/:\w+/g, '7'), path.replace(/:\w+/g, 'new'), path.replace(/:\w+/g, 'a%20b')]);

describe('the screen a link opens', () => {
  it('is the one the router opens, with its parameters, for an address of every route', () => {
    expect(ADDRESSES.length).toBe(ROUTES.length * 3);
    for (const address of ADDRESSES) {
      const routed = matchRoutes(ROUTES, address)?.at(-1);
      const found = screenOfPath(address);
      expect({ address, file: found?.file, route: found?.route, params: found?.params }).toEqual({ address, file: routed?.route.file, route: routed?.route.path, params: routed?.params });
    }
  });

  it('keeps the tab the address asks for and names the route taken, and finds nothing for an address no screen has', () => {
    expect(screenOfPath('/review/7?tab=serps')).toEqual({ file: '/screens/reviews/review-editor.json', route: '/review/:id', params: { id: '7' }, tab: 'serps' });
    expect(screenOfPath('/no-such-screen/7')).toBeNull();
  });
});
