import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { MediaStorage } from '../../server/storage/media-storage';
import { forEachDatabase } from '../support/harness';
import { png, upload } from './media-support';

type Call = { method: string; target: string };

/** Records every call the server makes to its storage while `work` runs. */
async function countingStorage(storage: MediaStorage, work: () => Promise<unknown>): Promise<Call[]> {
  const calls: Call[] = [];
  const methods = ['listFolder', 'stat', 'read', 'write', 'remove'] as const;
  for (const method of methods) {
    const original = (storage[method] as (...args: any[]) => Promise<unknown>).bind(storage);
    (storage as any)[method] = (target: string, ...rest: unknown[]) => (calls.push({ method, target }), original(target, ...rest));
  }
  try {
    await work();
  } finally {
    for (const method of methods) delete (storage as any)[method];
  }
  return calls;
}

forEachDatabase('The cost of a media listing', (server) => {
  it('does not depend on the size of other folders: a 5,000-file German folder is not read when English is listed', async () => {
    const german = path.join(server.dataDir, 'media', 'DE');
    fs.mkdirSync(german, { recursive: true });
    for (let i = 0; i < 5000; i++) fs.writeFileSync(path.join(german, `bulk-${i}.png`), 'x');
    await upload(server.admin, 'EN', Array.from({ length: 12 }, (_, i) => ({ filename: `english-${i}.png`, data: png(3, 3) })));
    await server.app.storage.write('EN/by-hand-1.png', png(2, 2));
    await server.app.storage.write('EN/by-hand-2.png', png(2, 2));

    let answer: any;
    const calls = await countingStorage(server.app.storage, async () => (answer = await server.admin.get('/api/AWSS3File/filesList?language=EN')));
    expect(answer.status).toBe(200);
    expect(answer.headers['x-total-count']).toBe('14');
    expect(calls.filter((c) => c.target === 'DE' || c.target.startsWith('DE/'))).toEqual([]);
    // One listing of the folder, and a look only at the files that have no image info.
    expect(calls.filter((c) => c.method === 'listFolder')).toEqual([{ method: 'listFolder', target: 'EN' }]);
    expect(calls.filter((c) => c.method !== 'listFolder').sort((a, b) => a.target.localeCompare(b.target))).toEqual([
      { method: 'stat', target: 'EN/by-hand-1.png' },
      { method: 'stat', target: 'EN/by-hand-2.png' },
    ]);

    // The same call count however many files the other folder holds.
    for (let i = 5000; i < 6000; i++) fs.writeFileSync(path.join(german, `bulk-${i}.png`), 'x');
    const again = await countingStorage(server.app.storage, () => server.admin.get('/api/AWSS3File/filesList?language=EN&page=1&pageSize=5'));
    expect(again).toHaveLength(calls.length);
  });
});
