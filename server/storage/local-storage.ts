import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, listedKeys, mediaUrl, type MediaStorage, type StoredFile } from './media-storage';

/** Media kept in a folder on disk (DATA_DIR/media by default). */
export class LocalStorage implements MediaStorage {
  constructor(private root: string, private baseUrl: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, assertSafeKey(key));
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`media key escapes the storage folder: ${key}`);
    return full;
  }

  async listFolder(folder: string): Promise<string[]> {
    const entries = await fs.readdir(this.resolve(folder), { withFileTypes: true }).catch(() => []);
    const keys: string[] = [];
    for (const entry of entries) if (entry.isFile() && !entry.name.endsWith('.tmp')) keys.push(`${folder}/${entry.name}`);
    return listedKeys(keys);
  }

  async stat(key: string): Promise<StoredFile | null> {
    const stat = await fs.stat(this.resolve(key)).catch(() => null);
    return stat?.isFile() ? { key, size: stat.size, lastModified: stat.mtime.toISOString() } : null;
  }

  async read(key: string): Promise<Buffer | null> {
    return fs.readFile(this.resolve(key)).catch(() => null);
  }

  async write(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    const temp = `${full}.${process.pid}.tmp`;
    await fs.writeFile(temp, data);
    await fs.rename(temp, full); // never leave a half-written file under the real name
  }

  async writeFile(key: string, source: string): Promise<void> {
    const full = this.resolve(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    // An upload is staged on the same disk as the media folder: moving it costs no copy. A rename is whole or
    // not at all, so no half-written file ever has the real name; from another disk, copy to a temporary name first.
    try {
      await fs.rename(source, full);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      const temp = `${full}.${process.pid}.tmp`;
      await fs.copyFile(source, temp);
      await fs.rename(temp, full);
    }
  }

  async remove(key: string): Promise<boolean> {
    return fs.rm(this.resolve(key)).then(() => true, () => false);
  }

  url(key: string): string {
    return mediaUrl(this.baseUrl, key);
  }
}
