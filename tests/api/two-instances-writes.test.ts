import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { signIn, type Call } from '../support/http-client';
import { startServer, type ServerProcess } from '../support/server-process';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: the version
 * check lives in the database, so a save made through one makes the other refuse a stale one.
 */
const name = `t_${randomBytes(6).toString('hex')}`;
const adminUrl = inject('postgresUrl');
const databaseUrl = adminUrl.replace(/\/postgres$/, `/${name}`);
const dataDirs: string[] = [];
let one: ServerProcess;
let two: ServerProcess;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`CREATE DATABASE ${name}`);
  const start = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-instances-'));
    dataDirs.push(dir);
    return startServer({ DATA_DIR: dir, DATABASE_URL: databaseUrl });
  };
  one = await start();
  two = await start();
});

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

it('a save through one instance makes the other refuse a stale save with 409, and the audit log holds both instances\' writes', async () => {
  const [first, second]: Call[] = await Promise.all([signIn(one.url), signIn(two.url)]);
  const created = await first('POST', '/Testimonials', { languageId: 1, fullName: 'Two servers', tagLine: 'One database', testimonialText: 'Shared state' });
  expect(created.status).toBe(200);
  const id = created.body.testimonialId;
  const loaded = (await second('GET', `/Testimonials?id=${id}`)).body[0];
  expect(loaded.version).toBe(1);

  expect((await first('PUT', '/Testimonials', { ...loaded, fullName: 'Saved through one' })).status).toBe(200);
  const stale = await second('PUT', '/Testimonials', { ...loaded, tagLine: 'Saved through two' });
  expect(stale.status).toBe(409);
  expect(stale.body).toMatchObject({ code: 'STALE_VERSION', current: { fullName: 'Saved through one', tagLine: 'One database', version: 2 } });
  expect((await first('GET', `/Testimonials?id=${id}`)).body[0]).toMatchObject({ fullName: 'Saved through one', tagLine: 'One database', version: 2 });

  const history = await second('GET', `/Audit/testimonials/${id}`);
  expect(history.body.entries.map((e: any) => e.action)).toEqual(['update', 'create']);
});
