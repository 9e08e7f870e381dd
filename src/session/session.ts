import { api, setToken } from '../api/client';

export interface SignedIn {
  user: { userId: number; username: string; firstName: string; lastName: string; token: string };
  token: string;
  permissions: { languageId: number; roleId: number; roleName: string; dataTypeId: number; dataTypeName: string }[];
}

const KEY = 'user';

export function storedSession(): SignedIn | null {
  const raw = localStorage.getItem(KEY);
  const session = raw ? (JSON.parse(raw) as SignedIn) : null;
  setToken(session?.token ?? null);
  return session;
}

export async function signIn(username: string, password: string): Promise<SignedIn> {
  const { data } = await api.post<SignedIn>('/Users/Login', { username, password });
  localStorage.setItem(KEY, JSON.stringify(data));
  setToken(data.token);
  return data;
}

export async function signOut() {
  await api.post('/Users/Logout').catch(() => undefined);
  localStorage.removeItem(KEY);
  sessionStorage.clear();
  setToken(null);
}
