import axios from 'axios';

/** The one HTTP client of the back office: base URL from configuration, bearer token on every call. */
export const api = axios.create({ baseURL: `${import.meta.env.VITE_API_URL ?? ''}/api` });

export function setToken(token: string | null) {
  if (token) api.defaults.headers.common.Authorization = `Bearer ${token}`;
  else delete api.defaults.headers.common.Authorization;
}
