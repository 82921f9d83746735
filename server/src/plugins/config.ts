import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The repository root: server/src/plugins → ../../..
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Config = {
  databaseUrl: string | null;
  dataDir: string;
  port: number;
  host: string;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  staticRoot: string;
  mfRemotesFile: string | null;
  tokenTtlHours: number;
  logLevel: string;
  /** Extra origins allowed by the CSP (e.g. web-analytics hosts), from CSP_EXTRA_ORIGINS (comma/space separated). */
  cspExtraOrigins: string[];
  /** TRUST_PROXY: 'true' or the proxies' addresses/CIDRs, comma separated (Fastify's trustProxy). Default off. */
  trustProxy: boolean | string;
  repoRoot: string;
  /** SYNC_TIMEOUT_MS: how long one registration call to a source may take (project sync job). */
  syncTimeoutMs: number;
  /** SYNC_RETRY_LIMIT: retries of a project sync after a source's 5xx, network error or timeout. */
  syncRetryLimit: number;
  /** SYNC_RETRY_DELAY_SECONDS: first delay between those retries; doubles each time (SYNC_RETRY_BACKOFF, default on). */
  syncRetryDelaySeconds: number;
  syncRetryBackoff: boolean;
  /** UPLOAD_MAX_BYTES: the largest source file an upload may carry (default 256 MB); larger → 413. */
  uploadMaxBytes: number;
};

const toInt = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`Expected a positive integer, got "${value}"`);
  return parsed;
};

const orNull = (value: string | undefined): string | null => (value && value.trim() !== '' ? value : null);

const parseTrustProxy = (value: string | undefined): boolean | string => {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
};

/** Reads the environment once; everything else receives the resulting object (no process.env lookups elsewhere). */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config => {
  const port = toInt(env.PORT, 8080);
  const config: Config = {
    databaseUrl: orNull(env.DATABASE_URL),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: orNull(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? 'LeadPlatform <no-reply@demo.local>',
    staticRoot: path.resolve(env.STATIC_ROOT ?? repoRoot),
    mfRemotesFile: orNull(env.MF_REMOTES_FILE),
    tokenTtlHours: toInt(env.TOKEN_TTL_HOURS, 24 * 7),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    cspExtraOrigins: (env.CSP_EXTRA_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean),
    repoRoot,
    syncTimeoutMs: toInt(env.SYNC_TIMEOUT_MS, 10_000),
    // 5 retries from 30 s with back-off: a supplier down for ~15 minutes still gets the project.
    syncRetryLimit: toInt(env.SYNC_RETRY_LIMIT, 5),
    syncRetryDelaySeconds: toInt(env.SYNC_RETRY_DELAY_SECONDS, 30),
    syncRetryBackoff: env.SYNC_RETRY_BACKOFF !== 'false',
    uploadMaxBytes: toInt(env.UPLOAD_MAX_BYTES, 256 * 1024 * 1024),
  };
  return { ...config, ...overrides };
};
