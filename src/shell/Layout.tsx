import type { ReactNode } from 'react';
import { SideNav } from './SideNav';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

export const MAIN_CONTENT = 'main-content';

/** The signed-in frame: skip link, top bar, side navigation and the screen. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="shell">
      <SkipLink target={MAIN_CONTENT} />
      <TopBar />
      <div className="shell-body">
        <SideNav />
        <main id={MAIN_CONTENT} className="shell-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
