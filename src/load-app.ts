/** The signed-in app's code: the router, the shell and the engine. */
export const loadApp = () => import('./App');
