import { Icon, Menu } from '@blueprintjs/core';
import { useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { canAccess, canAdminister, linkInLanguage } from '../../engine';
import { useSession } from '../session/SessionContext';
import { NavItem } from './NavItem';
import { MAIN_NAVIGATION, SETTINGS_HOME, SETTINGS_NAVIGATION, type NavEntry } from './navigation';
import { readsAny } from './reads-any';

const within = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);
const current = (pathname: string, entry: NavEntry) => [entry.to, ...(entry.matches ?? [])].some((to) => within(pathname, to));

/** The side navigation, filtered by the user's permissions in the current language; the current item highlighted. */
export function SideNav() {
  const { subject, language } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inSettings = within(pathname, SETTINGS_HOME.to) || SETTINGS_NAVIGATION.some((e) => within(pathname, e.to));
  const [settingsOpen, setSettingsOpen] = useState(inSettings);
  const visible = (entry: NavEntry) =>
    entry.administratorOnly
      ? canAdminister(subject)
      : entry.anyOf
        ? readsAny(subject, entry.anyOf)
        : !entry.dataType || canAccess({ action: 'view', resource: entry.dataType, languageId: language, subject });
  // A plain click stays in the app; Ctrl+click and middle-click open the link, in this language, in another tab.
  const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
  const go = (to: string) => (e: MouseEvent) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    navigate(to);
  };
  const item = (entry: NavEntry) => (
    <NavItem
      key={entry.to}
      text={entry.label}
      icon={entry.icon}
      href={linkInLanguage(entry.to, language)}
      active={current(pathname, entry)}
      aria-current={current(pathname, entry) ? 'page' : undefined}
      onClick={go(entry.to)}
    />
  );

  // Settings leads to the settings home when the user may see it, and folds the submenu out (or in, on the home).
  const openSettings = (e: MouseEvent) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    const onHome = pathname === SETTINGS_HOME.to;
    setSettingsOpen(onHome || !visible(SETTINGS_HOME) ? !settingsOpen : true);
    if (visible(SETTINGS_HOME) && !onHome) navigate(SETTINGS_HOME.to);
  };

  return (
    <nav className="shell-nav" aria-label="Main navigation">
      <Menu role="list" className="shell-nav-menu">
        {MAIN_NAVIGATION.filter(visible).map(item)}
        <NavItem
          className="shell-nav-settings"
          text={SETTINGS_HOME.label}
          icon={SETTINGS_HOME.icon}
          href={linkInLanguage(SETTINGS_HOME.to, language)}
          active={pathname === SETTINGS_HOME.to}
          aria-expanded={settingsOpen}
          label={<Icon icon={settingsOpen ? 'chevron-down' : 'chevron-right'} />}
          onClick={openSettings}
        />
        {settingsOpen && (
          <li>
            <Menu role="list" className="shell-submenu" aria-label="Settings">
              {SETTINGS_NAVIGATION.filter(visible).map(item)}
            </Menu>
          </li>
        )}
      </Menu>
    </nav>
  );
}
