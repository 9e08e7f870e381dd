/** Where media files live. The local folder is the default; an S3 bucket implements the same interface. */
export interface StoredFile {
  /** Key inside the storage, e.g. "EN/BLOG_FEATURED_IMAGES/cover.png". */
  key: string;
  size: number;
  lastModified: string;
}

export interface MediaStorage {
  /**
   * The keys of the files directly inside one folder ("EN", "EN/BLOG_FEATURED_IMAGES"), sorted;
   * never what lies in its sub-folders or in any other folder. One request to the store.
   */
  listFolder(folder: string): Promise<string[]>;
  /** Size and modification time of one file, or null when there is none. */
  stat(key: string): Promise<StoredFile | null>;
  read(key: string): Promise<Buffer | null>;
  write(key: string, data: Buffer, contentType?: string): Promise<void>;
  /**
   * Stores the file at `source` (on local disk) under `key`, reading it a bounded part at a time: an upload
   * of any size costs the same memory. The source may be moved rather than copied: the caller is done with it.
   */
  writeFile(key: string, source: string, size: number, contentType?: string): Promise<void>;
  /** False when there was nothing to remove. */
  remove(key: string): Promise<boolean>;
  /** The public address of a file. */
  url(key: string): string;
}

/** Folder, secondary folder, thumbnails folder, file: one to four segments. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._ -]{0,199}(?:\/[A-Za-z0-9][A-Za-z0-9._ -]{0,199}){0,3}$/;

/**
 * A key is safe when every segment is a plain name: no "..", no absolute
 * paths, no backslashes or control characters. Everything else is refused.
 */
export function isSafeKey(key: string): boolean {
  // One test of the whole key; listings check every name they answer.
  return key.length <= 500 && SAFE_KEY.test(key) && !key.includes('..');
}

/** A folder is a safe key too (without a trailing slash). */
export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe media key: ${JSON.stringify(key)}`);
  return key;
}

/** The public address of a file: the media base URL, then the key with each segment encoded. */
export function mediaUrl(baseUrl: string, key: string): string {
  // Listings build two addresses per file: most keys need no encoding, so skip it for them.
  const plain = /^[A-Za-z0-9._/-]*$/.test(key);
  return `${baseUrl}/${plain ? key : key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The keys a folder listing answers: sorted the same way by every backend, and without names
 * no call could address anyway (a stray file put there by hand would only make a stat() throw).
 */
export function listedKeys(keys: string[]): string[] {
  return keys.filter(isSafeKey).sort();
}
