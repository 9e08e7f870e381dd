/** Where media files live. The local folder is the default; an S3 bucket can implement the same interface. */
export interface StoredFile {
  /** Key inside the storage, e.g. "EN/BLOG_FEATURED_IMAGES/cover.png". */
  key: string;
  size: number;
  lastModified: string;
}

export interface MediaStorage {
  list(prefix?: string): Promise<StoredFile[]>;
  read(key: string): Promise<Buffer | null>;
  write(key: string, data: Buffer): Promise<void>;
  /** False when there was nothing to remove. */
  remove(key: string): Promise<boolean>;
  /** The public address of a file. */
  url(key: string): string;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._ -]{0,199}$/;

/**
 * A key is safe when every segment is a plain name: no "..", no absolute
 * paths, no backslashes or control characters. Everything else is refused.
 */
export function isSafeKey(key: string): boolean {
  if (key.length > 500 || key.includes('\\') || key.includes('\0')) return false;
  const segments = key.split('/');
  return segments.length <= 3 && segments.every((s) => SEGMENT.test(s) && s !== '.' && !s.includes('..'));
}
