import { Alignment, Button, HTMLSelect, Menu, MenuDivider, MenuItem, Navbar } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { canAccess } from '../../engine/access/can-access';
import { LANGUAGES } from '../../engine/descriptor/data-types';
import { useSession } from '../session/SessionContext';
import { rememberLanguageForNewTab } from '../session/session';
import { MAIN_NAVIGATION, SETTINGS_NAVIGATION, type NavEntry } from './navigation';

/** Top bar (language, logout) and side navigation filtered by the user's permissions. */
export function Layout({ children }: { children: ReactNode }) {
  const { subject, language, languages, changeLanguage, signOut, session } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [settingsOpen, setSettingsOpen] = useState(SETTINGS_NAVIGATION.some((e) => pathname.startsWith(e.to)));
  const visible = (entry: NavEntry) => !entry.dataType || canAccess({ action: 'view', resource: entry.dataType, languageId: language, subject });
  const item = (entry: NavEntry) => (
    <MenuItem
      key={entry.to}
      text={entry.label}
      href={entry.to}
      active={pathname === entry.to || pathname.startsWith(`${entry.to}/`)}
      onClick={(e: React.MouseEvent) => {
        e.preventDefault();
        navigate(entry.to);
      }}
      onAuxClick={() => rememberLanguageForNewTab(language)}
    />
  );

  return (
    <div className="shell">
      <Navbar className="shell-top">
        <Navbar.Group align={Alignment.START}>
          <Navbar.Heading>P2P back office</Navbar.Heading>
        </Navbar.Group>
        <Navbar.Group align={Alignment.END}>
          <span className="shell-user">{session?.user.username}</span>
          <HTMLSelect
            aria-label="Language"
            value={language}
            onChange={(e) => changeLanguage(Number(e.target.value))}
            options={LANGUAGES.filter((l) => languages.includes(l.languageId)).map((l) => ({ value: l.languageId, label: l.code.toUpperCase() }))}
          />
          <Button minimal icon="log-out" text="Logout" onClick={() => void signOut()} />
        </Navbar.Group>
      </Navbar>
      <div className="shell-body">
        <Menu className="shell-nav">
          {MAIN_NAVIGATION.filter(visible).map(item)}
          <MenuDivider />
          <MenuItem text="Settings" icon={settingsOpen ? 'chevron-down' : 'chevron-right'} onClick={() => setSettingsOpen(!settingsOpen)} />
          {settingsOpen && <div className="shell-submenu">{SETTINGS_NAVIGATION.filter(visible).map(item)}</div>}
        </Menu>
        <main className="shell-main">{children}</main>
      </div>
    </div>
  );
}
