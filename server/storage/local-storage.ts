import fs from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, type MediaStorage, type StoredFile } from './media-storage';

/** Media kept in a folder on disk (DATA_DIR/media by default). */
export class LocalStorage implements MediaStorage {
  constructor(private root: string, private baseUrl: string) {}

  private resolve(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe media key: ${JSON.stringify(key)}`);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`media key escapes the storage folder: ${key}`);
    return full;
  }

  async list(prefix = ''): Promise<StoredFile[]> {
    const files: StoredFile[] = [];
    const walk = async (dir: string, rel: string) => {
      const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const key = rel ? `${rel}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
        else if (entry.isFile() && key.startsWith(prefix)) {
          const stat = await fs.stat(path.join(dir, entry.name));
          files.push({ key, size: stat.size, lastModified: stat.mtime.toISOString() });
        }
      }
    };
    await walk(this.root, '');
    return files.sort((a, b) => a.key.localeCompare(b.key));
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

  async remove(key: string): Promise<boolean> {
    return fs.rm(this.resolve(key)).then(() => true, () => false);
  }

  url(key: string): string {
    return `${this.baseUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }
}
