/** Where media files are kept, read from MEDIA_STORAGE and the S3_* variables. */
export type StorageConfig = { kind: 'local' } | S3Config;

export interface S3Config {
  kind: 's3';
  bucket: string;
  region: string;
  /** The address of an S3-compatible server; null for AWS itself. */
  endpoint: string | null;
  /** Null leaves the credentials to the SDK's default chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Bucket in the path rather than in the host name, as most S3-compatible servers need. */
  forcePathStyle: boolean;
}

const KINDS = ['local', 's3'];

function credentials(env: NodeJS.ProcessEnv): S3Config['credentials'] {
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() ?? '';
  if (!accessKeyId && !secretAccessKey) return null;
  // One without the other would silently fall back to other credentials: say so instead.
  if (!secretAccessKey) throw new Error('S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set');
  if (!accessKeyId) throw new Error('S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set');
  return { accessKeyId, secretAccessKey };
}

function endpoint(env: NodeJS.ProcessEnv): string | null {
  const value = env.S3_ENDPOINT?.trim();
  if (!value) return null;
  if (!/^https?:\/\/[^/]/.test(value)) throw new Error(`S3_ENDPOINT must be an http:// or https:// address, got "${value}"`);
  return value;
}

function flag(name: string, value: string | undefined): boolean {
  const v = value?.trim().toLowerCase() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true' || v === '1') return true;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

export function loadStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = env.MEDIA_STORAGE?.trim() || 'local';
  if (!KINDS.includes(kind)) throw new Error(`MEDIA_STORAGE must be one of ${KINDS.join(', ')}, got "${env.MEDIA_STORAGE}"`);
  if (kind === 'local') return { kind: 'local' };
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('S3_BUCKET is required when MEDIA_STORAGE=s3');
  return {
    kind: 's3',
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: endpoint(env),
    credentials: credentials(env),
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE),
  };
}
