// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { storedSession, storeSession, clearSession, type SignedIn } from '../../src/session/session';

// Every call the app makes reads its token from the stored session (src/session/SessionContext.tsx), which holds the
// user's permissions in every language: it is parsed again only when the stored text changed.

const session = (username: string): SignedIn => ({
  user: { userId: 1, username, firstName: 'A', lastName: 'B', token: `token-${username}` },
  token: `token-${username}`,
  permissions: [],
});

describe('the stored session', () => {
  beforeEach(() => localStorage.clear());

  it('reads what another tab stored since, and nothing once it signed out', () => {
    expect(storedSession()).toBeNull();
    storeSession(session('anna'));
    expect(storedSession()?.token).toBe('token-anna');
    // Another tab signs in as someone else: the same key, another text.
    localStorage.setItem('user', JSON.stringify(session('ben')));
    expect(storedSession()?.token).toBe('token-ben');
    clearSession();
    expect(storedSession()).toBeNull();
  });

  it('is parsed once while its text stays the same', () => {
    storeSession(session('anna'));
    expect(storedSession()).toBe(storedSession());
  });

  it('is none where the stored text is not a session', () => {
    localStorage.setItem('user', '{not json');
    expect(storedSession()).toBeNull();
  });
});
