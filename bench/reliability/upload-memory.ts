import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { encodePng } from '../../server/media/png';
import { ATTACHMENTS_FIELD, MAX_FILES_PER_UPLOAD } from '../../server/media/attachments';
import { ADMIN_PASSWORD, startServer, type ServerProcess } from '../../tests/support/server-process';
import { tempDir, type ReportRow } from './report';

/** Parallel uploads, each of MAX_FILES_PER_UPLOAD files just under the 10 MB limit: the largest the server takes. */
const PARALLEL_UPLOADS = 10;
const RSS_TARGET_MB = 400;
const P99_TARGET_MS = 300;
/** The media data type and the write role (shared/data-types.ts, shared/roles.ts). */
const MEDIA = { dataTypeId: 46, dataTypeName: 'Media', roleId: 8 };

const residentMegabytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** A PNG of noise (it does not compress) of 1,800×1,900 pixels: about 10.3 MB, under the 10 MiB limit. */
function largestImage(): Buffer {
  const noise = randomBytes(1800 * 1900 * 3);
  let at = 0;
  return encodePng(1800, 1900, () => [noise[at++], noise[at++], noise[at++]]);
}

/** One multipart body of the upload: every file the same image under its own name. */
function uploadBody(image: Buffer, user: number) {
  const boundary = `----upload${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (let file = 0; file < MAX_FILES_PER_UPLOAD; file++) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${ATTACHMENTS_FIELD}"; filename="load-${user}-${file}.png"\r\nContent-Type: image/png\r\n\r\n`), image, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function send(url: string, token: string, body: Buffer, contentType: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent: false, headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': String(body.length) } });
    request.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function call(server: ServerProcess, method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Users with the right to upload to the media library, signed in: the uploaders, each on their own. */
async function uploaders(server: ServerProcess, adminToken: string, count: number): Promise<string[]> {
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const username = `uploader-${i}-${randomBytes(3).toString('hex')}@p2p.local`;
    const password = 'uploader-password-1';
    const { userId } = await call(server, 'POST', '/api/Users/Register', adminToken, { firstName: 'Upload', lastName: `User ${i}`, username, password });
    await call(server, 'POST', '/api/Permissions', adminToken, [{ permissionId: 0, userId, languageId: 1, ...MEDIA }]);
    tokens.push((await call(server, 'POST', '/api/Users/Login', null, { username, password })).token as string);
  }
  return tokens;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Ten parallel uploads of the largest size (20 files of 10 MB each, 2 GB in all), each by its own user,
 * against the real server: its resident memory, sampled every 20 ms, must stay under 400 MB, and another
 * user's calls (the media library's listing and the user list, one after another) must keep a p99 under 300 ms.
 */
export async function uploadMemoryRows(): Promise<ReportRow[]> {
  const dataDir = tempDir();
  const server = await startServer({ DATA_DIR: dataDir }, { quiet: true });
  try {
    const adminToken = (await call(server, 'POST', '/api/Users/Login', null, { username: 'admin@p2p.local', password: ADMIN_PASSWORD })).token as string;
    const tokens = await uploaders(server, adminToken, PARALLEL_UPLOADS);
    const image = largestImage();
    const bodies = tokens.map((_, user) => uploadBody(image, user));
    const sentMb = bodies.reduce((sum, b) => sum + b.body.length, 0) / 1024 / 1024;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = residentMegabytes(server.child.pid!);

    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(server.child.pid!))), 20);
    let uploading = true;
    const latencies: number[] = [];
    const otherCalls = (async () => {
      const paths = ['/api/AWSS3File/filesList?language=EN', '/api/Users/GetAllUsers'];
      for (let i = 0; uploading; i++) {
        const started = performance.now();
        await call(server, 'GET', paths[i % paths.length], adminToken);
        latencies.push(performance.now() - started);
      }
    })();
    const started = performance.now();
    const statuses = await Promise.all(tokens.map((token, user) => send(`${server.url}/api/AWSS3File/uploadFile?language=EN`, token, bodies[user].body, bodies[user].contentType)));
    const seconds = (performance.now() - started) / 1000;
    uploading = false;
    await otherCalls;
    clearInterval(sampler);

    const sorted = [...latencies].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    const accepted = statuses.filter((s) => s === 200).length;
    const check = `${PARALLEL_UPLOADS} parallel uploads of ${MAX_FILES_PER_UPLOAD} × ${(image.length / 1024 / 1024).toFixed(1)} MB (${Math.round(sentMb)} MB sent), each by its own user`;
    return [
      {
        check: `${check}: server memory`,
        database: 'SQLite',
        figures: `RSS ${Math.round(before)} MB before, peak ${Math.round(peak)} MB; ${accepted} of ${PARALLEL_UPLOADS} answered 200 (${statuses.join(', ')}) in ${seconds.toFixed(1)} s`,
        target: `peak under ${RSS_TARGET_MB} MB, every upload stored`,
        met: peak < RSS_TARGET_MB && accepted === PARALLEL_UPLOADS,
      },
      {
        check: `${check}: another user's calls meanwhile`,
        database: 'SQLite',
        figures: `${latencies.length} calls: p50 ${Math.round(percentile(sorted, 50))} ms, p99 ${Math.round(p99)} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms`,
        target: `p99 under ${P99_TARGET_MS} ms`,
        met: latencies.length > 0 && p99 < P99_TARGET_MS,
      },
    ];
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
