import { isSafeKey } from '../storage/media-storage';

/**
 * The storage key behind a public file address, or null when the address is
 * not one of ours. With a relative base (/media-files) an absolute address on
 * any host is accepted by its path, as the back office may have built it.
 */
export function keyOfUrl(url: string, baseUrl: string): string | null {
  let path = url;
  if (baseUrl.startsWith('/') && /^https?:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  const prefix = `${baseUrl}/`;
  if (!path.startsWith(prefix)) return null;
  try {
    const key = path.slice(prefix.length).split(/[?#]/)[0].split('/').map(decodeURIComponent).join('/');
    return isSafeKey(key) ? key : null;
  } catch {
    return null; // malformed percent-encoding
  }
}
