// The public site's address of a record (the engine and the server alike): base (build-time configuration) + language prefix + route url.
// English pages live at the site root; every other language under its two-letter code.
import { LANGUAGES } from './languages';

export const DEFAULT_PUBLIC_SITE_URL = 'https://www.p2p-review.example';

export function configuredSiteBase(): string {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env;
  // The server (an export's VIEW column) reads the same setting from its own environment.
  const serverEnv = typeof process === 'undefined' ? undefined : process.env;
  return env?.VITE_PUBLIC_SITE_URL || serverEnv?.VITE_PUBLIC_SITE_URL || DEFAULT_PUBLIC_SITE_URL;
}

export function languagePrefix(language: number): string {
  const code = LANGUAGES.find((l) => l.languageId === language)?.code;
  return !code || code === 'en' ? '' : `/${code}`;
}

export function publicUrl(language: number, url: string | null | undefined, base: string = configuredSiteBase()): string | null {
  const path = (url ?? '').trim();
  if (!path) return null;
  const root = base.replace(/\/+$/, '');
  return `${root}${languagePrefix(language)}/${path.replace(/^\/+/, '')}`;
}
