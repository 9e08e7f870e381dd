import type { SignedIn } from '../session/session';

const apiBase = import.meta.env.VITE_API_URL ?? '';

/** A refused or failed sign-in, with the words the app's other calls (axios) would have given for it. */
export class SignInRefused extends Error {}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POST /api/Users/Login of the first document, section 2, without axios (the sign-in page loads no library of the
 * signed-in app). The request carries axios's headers, and a failure reads as it would through axios: the server's
 * message when it gives one, else "Request failed with status code N", or "Network Error" without an answer.
 */
export async function signInCall(username: string, password: string): Promise<SignedIn> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}/api/Users/Login`, {
      method: 'POST',
      headers: { Accept: 'application/json, text/plain, */*', 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  } catch {
    throw new SignInRefused('Network Error');
  }
  const data = parsed(await response.text());
  if (response.ok) return data as SignedIn;
  const message = (data as { message?: unknown } | null)?.message;
  throw new SignInRefused(typeof message === 'string' ? message : `Request failed with status code ${response.status}`);
}
