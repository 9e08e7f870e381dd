/** React and the page's root: loaded after the app's code is asked for (main.tsx), drawing the sign-in screen or the app. */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { SignedIn } from './session/session';
import { loadApp } from './load-app';

const root = createRoot(document.getElementById('root')!);
const show = (page: ReactNode) => root.render(<StrictMode>{page}</StrictMode>);

/** Draws the signed-in app, from its code asked for already (main.tsx) or now; after a sign-in, for that session. */
export async function openApp(app: ReturnType<typeof loadApp> = loadApp(), signedIn?: SignedIn) {
  const { App, afterSignIn } = await app;
  if (signedIn) afterSignIn(signedIn);
  show(<App />);
}

export async function openSignIn() {
  const { SignInScreen } = await import('./login/SignInScreen');
  show(<SignInScreen prepare={loadApp} enter={(signedIn) => void openApp(loadApp(), signedIn)} />);
}
