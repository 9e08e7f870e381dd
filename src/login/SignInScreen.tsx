import { useState, type FormEvent } from 'react';
import { Button, Card, FormGroup, H1, InputGroup } from '@blueprintjs/core';
import { storeSession, type SignedIn } from '../session/session';
import { signInCall } from './sign-in-call';

/** First document, section 2: 'Successfully logged in.', and after 0.5 s the user goes to /reviews. */
const ENTER_AFTER_MS = 500;
const INVALID = 'Invalid credentials.';

// The toaster (Blueprint's overlay) loads with the first submit, while the call runs: the page itself does without it.
const notices = () => import('./sign-in-notices');
const notify = async (message: string, intent: 'success' | 'danger', timeout: number) => (await notices()).notifySignIn(message, intent, timeout);

export interface SignInScreenProps {
  /** Starts loading what the signed-in app needs, during the 0.5 s the notice is read. */
  prepare?(): Promise<unknown>;
  /** Opens the signed-in app for this session (stored already). */
  enter(session: SignedIn): void;
}

/** Login screen of the first document, section 2 "Session and shell". */
export function SignInScreen({ prepare, enter }: SignInScreenProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    void notices();
    let session: SignedIn;
    try {
      session = await signInCall(username, password);
    } catch (error) {
      // The specification's text, then why (a throttled sign-in says how long to wait); a reason that only repeats it is said once.
      const reason = (error as Error).message;
      void notify(reason.trim() === INVALID ? INVALID : `${INVALID} ${reason}`, 'danger', 2000);
      setBusy(false);
      return;
    }
    storeSession(session);
    void notify('Successfully logged in.', 'success', 3000);
    // The screen stays for the specification's 0.5 s, then the app opens in one move (the start page goes on to
    // /reviews), so a click made in the app right away is never undone by a late second one.
    await Promise.all([new Promise((resolve) => setTimeout(resolve, ENTER_AFTER_MS)), prepare?.().catch(() => undefined)]);
    enter(session);
  }

  return (
    <main className="shell-standalone">
      <Card style={{ maxWidth: 360, margin: '15vh auto' }} elevation={2}>
        <H1 style={{ fontSize: 22 }}>Back office</H1>
        <form onSubmit={submit}>
          <FormGroup label="User" labelFor="username">
            <InputGroup id="username" value={username} onValueChange={setUsername} autoComplete="username" />
          </FormGroup>
          <FormGroup label="Password" labelFor="password">
            <InputGroup id="password" type="password" value={password} onValueChange={setPassword} autoComplete="current-password" />
          </FormGroup>
          <Button type="submit" intent="primary" fill loading={busy} disabled={busy} text="LOGIN" />
        </form>
      </Card>
    </main>
  );
}
