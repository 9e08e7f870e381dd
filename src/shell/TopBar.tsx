import { Alignment, Button, HTMLSelect, Navbar } from '@blueprintjs/core';
import { memo } from 'react';
import { confirmDiscardChanges } from '../../engine';
import { LANGUAGES } from '../../shared/languages';
import { useSession } from '../session/SessionContext';
import { useDarkMode } from './useDarkMode';
import { GlobalSearch } from './search/GlobalSearch';

/**
 * The product name, the search, the language being edited, dark mode, the signed-in user and Logout. Drawn again
 * when the session or the theme changes, not at every address the user goes to.
 */
export const TopBar = memo(function TopBar() {
  const { language, languages, changeLanguage, signOut, session } = useSession();
  const [dark, setDark] = useDarkMode();
  // A language change and a logout leave the screen: unsaved changes are confirmed first.
  const leaveTo = (action: () => unknown) => void confirmDiscardChanges().then((discard) => discard && action());
  return (
    <header className="shell-top">
      <Navbar>
        <Navbar.Group align={Alignment.START}>
          <Navbar.Heading className="shell-product">P2P back office</Navbar.Heading>
        </Navbar.Group>
        <Navbar.Group align={Alignment.END}>
          <GlobalSearch />
          <Navbar.Divider />
          <label className="shell-language" htmlFor="shell-language">
            Editing:
          </label>
          <HTMLSelect
            id="shell-language"
            aria-label="Language"
            value={language}
            onChange={(e) => {
              const next = Number(e.target.value);
              leaveTo(() => changeLanguage(next));
            }}
            options={LANGUAGES.filter((l) => languages.includes(l.languageId)).map((l) => ({ value: l.languageId, label: l.code.toUpperCase() }))}
          />
          <Navbar.Divider />
          <Button
            variant="minimal"
            icon={dark ? 'flash' : 'moon'}
            aria-label={dark ? 'Light mode' : 'Dark mode'}
            title={dark ? 'Light mode' : 'Dark mode'}
            onClick={() => setDark(!dark)}
          />
          <span className="shell-user" title={session ? `${session.user.firstName} ${session.user.lastName}` : undefined}>
            {session?.user.username}
          </span>
          <Button variant="minimal" icon="log-out" text="Logout" onClick={() => leaveTo(signOut)} />
        </Navbar.Group>
      </Navbar>
    </header>
  );
});
