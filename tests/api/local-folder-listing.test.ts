import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalStorage } from '../../server/storage/local-storage';

describe('A folder listing on local disk', () => {
  it('leaves out directories, unfinished uploads and files put there by hand under names no call could address', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'listed-'));
    fs.mkdirSync(path.join(root, 'EN', 'thumbnails'), { recursive: true });
    const names = ['ok.png', 'b c.png', '.hidden.png', 'a..b.png', 'bad#name.png', 'ünï.png', `${'x'.repeat(201)}.png`, 'upload.png.123.tmp'];
    for (const name of names) fs.writeFileSync(path.join(root, 'EN', name), 'x');
    expect(await new LocalStorage(root, '/media-files').listFolder('EN')).toEqual(['EN/b c.png', 'EN/ok.png']);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
