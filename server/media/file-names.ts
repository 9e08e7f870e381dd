/**
 * The stored name of an upload: only a-z A-Z 0-9 . _ - (spaces become
 * hyphens, accents are dropped), the extension of the type the content really
 * has, and a numeric suffix when the name is taken.
 */
export function cleanBaseName(original: string): string {
  const base = (original.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 100)
    .replace(/[.]+$/, '');
  return cleaned || 'image';
}

/**
 * The first free key for a name in a folder. `taken` holds lower-cased keys
 * (names differing only in case collide on some disks) and gets the new one.
 */
export function freeKey(folder: string, base: string, ext: string, taken: Set<string>): string {
  for (let n = 0; ; n++) {
    const key = `${folder}/${n ? `${base}-${n}` : base}.${ext}`;
    if (!taken.has(key.toLowerCase())) {
      taken.add(key.toLowerCase());
      return key;
    }
  }
}
