import { useState, type FormEvent } from 'react';
import { Button, Card, FormGroup, H3, InputGroup, OverlayToaster, Position } from '@blueprintjs/core';
import { signIn, type SignedIn } from './session';

const toaster = OverlayToaster.createAsync({ position: Position.TOP_RIGHT });

/** Login screen of the first document, section 2 "Session and shell". */
export function LoginScreen({ onSignedIn }: { onSignedIn: (session: SignedIn) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const session = await signIn(username, password);
      (await toaster).show({ message: 'Successfully logged in.', intent: 'success', timeout: 3000 });
      setTimeout(() => onSignedIn(session), 500);
    } catch {
      (await toaster).show({ message: 'Invalid credentials.', intent: 'danger', timeout: 2000 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card style={{ maxWidth: 360, margin: '15vh auto' }} elevation={2}>
      <H3>Back office</H3>
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
  );
}
