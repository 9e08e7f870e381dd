import path from 'node:path';
import { loadStorageConfig, type StorageConfig } from './storage/storage-config';

/** Everything the server reads from the environment, resolved once at start. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  adminUsername: string;
  adminPassword: string | null;
  mediaBaseUrl: string;
  /** The local folder (DATA_DIR/media) or an S3 bucket. */
  mediaStorage: StorageConfig;
  seedDemo: boolean;
  tokenTtlMinutes: number;
  uploadLimitBytes: number;
  /** Uploads one user may run at once, and the server (UPLOADS_PER_USER, UPLOADS_AT_ONCE). */
  uploadsPerUser: number;
  uploadsAtOnce: number;
  logLevel: string;
  /** Folder of the built browser app; served at / when it exists. */
  appDir: string;
  /**
   * Which proxies in front of the server to believe about the client's address and protocol
   * (X-Forwarded-For, X-Forwarded-Proto): false, true (every one) or a comma-separated list of
   * addresses, subnets or the names proxy-addr knows (loopback, linklocal, uniquelocal).
   */
  trustProxy: boolean | string;
}

function trustProxy(value: string | undefined): boolean | string {
  const v = value?.trim() ?? '';
  if (!v || v === 'false') return false;
  return v === 'true' ? true : v;
}

function positiveCount(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, got "${env[name]}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// (leave it unset for the embedded SQLite database)');
  }
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl,
    dataDir,
    adminUsername: env.ADMIN_USERNAME?.trim() || 'admin@p2p.local',
    adminPassword: env.ADMIN_PASSWORD || null,
    mediaBaseUrl: (env.MEDIA_BASE_URL ?? '/media-files').replace(/\/+$/, ''),
    mediaStorage: loadStorageConfig(env),
    seedDemo: env.SEED_DEMO !== '0',
    tokenTtlMinutes: Number(env.TOKEN_TTL_MINUTES ?? 12 * 60),
    uploadLimitBytes: Number(env.UPLOAD_LIMIT_MB ?? 10) * 1024 * 1024,
    uploadsPerUser: positiveCount(env, 'UPLOADS_PER_USER', 2),
    uploadsAtOnce: positiveCount(env, 'UPLOADS_AT_ONCE', 10),
    logLevel: env.LOG_LEVEL ?? 'info',
    appDir: path.resolve(env.APP_DIR ?? 'dist'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    ...overrides,
  };
}
