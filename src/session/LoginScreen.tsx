import { useState, type FormEvent } from 'react';
import { Button, Card, FormGroup, H1, InputGroup } from '@blueprintjs/core';
import { failureNotice, notify, serverRefusal } from '../../engine';
import { useSession } from './SessionContext';

/** Login screen of the first document, section 2 "Session and shell". */
export function LoginScreen() {
  const { signIn } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      // Once signed in, the start page itself goes on to /reviews (routes.tsx): no timer here that could later
      // take the user back there from wherever they had gone.
      await signIn(username, password, () => void notify('Successfully logged in.', 'success'));
    } catch (error) {
      // The specification's text, then why: a throttled sign-in says how long to wait.
      void notify(failureNotice({ message: 'Invalid credentials.', duration: 2000 }, serverRefusal(error)), 'danger');
      setBusy(false);
    }
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
