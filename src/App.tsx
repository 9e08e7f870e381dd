import { useState } from 'react';
import { Button, Callout, Card, H3 } from '@blueprintjs/core';
import { LoginScreen } from './session/LoginScreen';
import { signOut, storedSession } from './session/session';

/** The shell: sign-in first; the content screens are built by the screen engine. */
export function App() {
  const [session, setSession] = useState(storedSession);
  if (!session) return <LoginScreen onSignedIn={setSession} />;
  return (
    <Card style={{ maxWidth: 560, margin: '10vh auto' }}>
      <H3>
        Signed in as {session.user.firstName} {session.user.lastName}
      </H3>
      <Callout intent="primary" title="The API is ready">
        Every call of the specification answers under <a href="/api/docs">/api/docs</a>. The editing screens come with the
        screen engine.
      </Callout>
      <Button style={{ marginTop: 16 }} text="Logout" onClick={() => void signOut().then(() => window.location.reload())} />
    </Card>
  );
}
