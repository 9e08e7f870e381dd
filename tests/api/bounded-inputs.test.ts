import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { sendLargeBody } from '../support/body-flood';
import { nestsDeeperThan } from '../../server/lib/json-depth';
import { MAX_JSON_DEPTH } from '../../server/plugins/json-bodies';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const JSON_TYPE = { 'content-type': 'application/json' };

describe('JSON depth', () => {
  it('counts arrays and objects, not brackets inside strings or after escaped quotes', () => {
    expect(nestsDeeperThan(nested(64), 64)).toBe(false);
    expect(nestsDeeperThan(nested(65), 64)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[]}]},"d":[]}', 5)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[]}]},"d":[]}', 4)).toBe(true);
    expect(nestsDeeperThan(`{"text":"${'['.repeat(500)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"text":"a \\" ${'{'.repeat(500)} \\\\","b":[]}`, 1)).toBe(true);
    expect(nestsDeeperThan(`{"text":"a \\" ${'{'.repeat(500)} \\\\","b":1}`, 1)).toBe(false);
  });
});

forEachDatabase('Bounded inputs', (server) => {
  /** The server over real HTTP: bodies that are not read need a socket. */
  let listening: Promise<string> | undefined;
  const address = () => (listening ??= server.app.listen({ port: 0, host: '127.0.0.1' }));

  it('refuses 8,000 nested arrays with 400 on sign-in, without a token, signed in and on an unknown call', async () => {
    const body = nested(8000);
    const answers = [
      await server.anonymous.call('POST', '/api/Users/Login', body, JSON_TYPE),
      await server.anonymous.call('POST', '/api/User/Authenticate', body, JSON_TYPE),
      await server.admin.call('POST', '/api/Testimonials', body, JSON_TYPE),
      await server.admin.call('PUT', '/api/Testimonials', `{"testimonialText":${nested(100)}}`, JSON_TYPE),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION', field: 'body' });
      expect(answer.body.message).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);
    }
    const unknown = await server.admin.call('POST', '/api/NoSuchCall', body, JSON_TYPE);
    expect(unknown.status).toBe(404);
    const anonymous = await server.anonymous.call('POST', '/api/Testimonials', body, JSON_TYPE);
    expect(anonymous.status).toBe(401);
  });

  it('reads a body at the limit as usual, and still refuses __proto__ and constructor.prototype', async () => {
    const atLimit = await server.admin.call('POST', '/api/Testimonials', `{"languageId":1,"fullName":${nested(MAX_JSON_DEPTH - 1)},"tagLine":"x","testimonialText":"y"}`, JSON_TYPE);
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.field).toBe('fullName');
    const created = await server.admin.call('POST', '/api/Testimonials', JSON.stringify({ languageId: 1, fullName: '[[[{{{', tagLine: 'x', testimonialText: ']]]}}}' }), JSON_TYPE);
    expect(created.status).toBe(200);
    for (const poisoned of ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}']) {
      const answer = await server.anonymous.call('POST', '/api/Users/Login', poisoned, JSON_TYPE);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION');
    }
  });

  it('refuses bodies to unknown calls and without a token while a signed-in list call answers', async () => {
    const base = await address();
    const bytes = 4_900_000;
    const flood = Promise.all([
      ...Array.from({ length: 10 }, () => sendLargeBody(`${base}/api/NoSuchCall`, bytes)),
      ...Array.from({ length: 10 }, () => sendLargeBody(`${base}/api/Testimonials`, bytes)),
    ]);
    const lists = Promise.all(
      Array.from({ length: 10 }, async () => {
        const res = await fetch(`${base}/api/Testimonials/ByLanguageId?langId=1`, { headers: { authorization: `Bearer ${server.admin.token}` } });
        return { status: res.status, body: await res.json() };
      }),
    );
    const answers = await flood;
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(404));
    expect(answers.slice(10).map((a) => a.status)).toEqual(Array(10).fill(401));
    for (const list of await lists) {
      expect(list.status).toBe(200);
      expect(Array.isArray(list.body)).toBe(true);
    }
  });

  it('closes the connection of a refused body, and keeps it for a body it has read', async () => {
    const base = await address();
    const refused = await fetch(`${base}/api/NoSuchCall`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ a: 'x'.repeat(1_000_000) }) });
    expect(refused.status).toBe(404);
    expect(refused.headers.get('connection')).toBe('close');
    await refused.text();
    const read = await fetch(`${base}/api/Testimonials`, { method: 'POST', headers: { ...JSON_TYPE, authorization: `Bearer ${server.admin.token}` }, body: '{"unknownField":1}' });
    expect(read.status).toBe(400);
    expect(read.headers.get('connection')).not.toBe('close');
    await read.text();
  });
});
