import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { checkRegionDatabaseUrls, readRegionDatabaseUrls, type RegionDatabaseUrls } from './db/region-database-urls.js';
import type { OutboundPrivateNetwork } from './http/outbound-fetch.js';
import { parseEndpoint, type TenantSubdomains } from './tenancy/tenant-subdomains.js';

/**
 * The only reader of the environment. Everything else receives a `Config` as an argument.
 */
const editions = ['oss', 'cloud'] as const;
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const urlString = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL with protocol ${protocols.join(' or ')}` },
  );

/** `TRUST_PROXY`: unset or `false`, `true` (one proxy), a hop count, or proxy addresses and CIDR ranges. */
const isAddressRange = (value: string) => {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) {
    return false;
  }
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

const trustProxySchema = z
  .string()
  .default('false')
  .transform((value, context): TrustProxy => {
    const trimmed = value.trim().toLowerCase();
    if (trimmed === 'false' || trimmed === '0') {
      return { kind: 'none' };
    }
    if (trimmed === 'true') {
      return { kind: 'hops', hops: 1 };
    }
    if (/^\d+$/.test(trimmed)) {
      return { kind: 'hops', hops: Number(trimmed) };
    }
    const ranges = trimmed.split(',').map((range) => range.trim()).filter(Boolean);
    if (ranges.length === 0 || !ranges.every(isAddressRange)) {
      context.addIssue({
        code: 'custom',
        message: 'must be true, false, a number of proxies, or a comma-separated list of IP addresses or CIDR ranges',
      });
      return z.NEVER;
    }
    return { kind: 'addresses', ranges };
  });

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3001),
  HOST: z.string().min(1).default('0.0.0.0'),
  ENDPOINT: urlString(['http:', 'https:']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlString(['postgres:', 'postgresql:']).optional(),
  DATABASE_URL_EU: urlString(['postgres:', 'postgresql:']).optional(),
  DATABASE_URL_US: urlString(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: urlString(['redis:', 'rediss:']).optional(),
  EDITION: z.enum(editions).default('oss'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  CONSOLE_DIST: z.string().min(1).optional(),
  EXPERIENCE_DIST: z.string().min(1).optional(),
  DEV_FEATURES: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  ANALYTICS_URL: urlString(['http:', 'https:']).optional(),
  RELEASE_CHECK: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // Read by glibc when a process starts, not by the server: the cluster passes it to its workers.
  MALLOC_ARENA_MAX: z.coerce.number().int().min(1).default(2),
  HOOK_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  HOOK_RETRY_BASE_MS: z.coerce.number().int().min(0).default(1000),
  HOOK_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(5000),
  OUTBOUND_PRIVATE_NETWORK: z.enum(['deny', 'allow']).optional(),
  CUSTOM_DOMAIN_TARGET: z
    .string()
    .regex(/^[\da-z](?:[\da-z-]*[\da-z])?(?:\.[\da-z](?:[\da-z-]*[\da-z])?)+$/, 'must be a lowercase host name')
    .optional(),
  CUSTOM_DOMAIN_CHECK_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  CUSTOM_DOMAIN_HTTPS_PORT: z.coerce.number().int().min(1).max(65_535).default(443),
  CUSTOM_DOMAIN_CA_FILE: z.string().min(1).optional(),
  PLANS_FILE: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  DNS_RESOLVER: z
    .string()
    .regex(/^[^,\s]+(?:,[^,\s]+)*$/, 'must be a comma-separated list of addresses (ip or ip:port)')
    .optional(),
  CREDENTIAL_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  TRUST_PROXY: trustProxySchema,
  METRICS: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  SERVER_TIMING: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  PROTECTED_APP_DOMAIN: z
    .string()
    .regex(/^[\da-z](?:[\da-z-]*[\da-z])?(?:\.[\da-z](?:[\da-z-]*[\da-z])?)+$/, 'must be a lowercase domain name')
    .optional(),
  WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(256)])
    .default(1),
  SECRET_VAULT_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, {
      message: 'must be 32 bytes, base64-encoded',
    })
    .optional(),
});

/**
 * Which proxies in front of the server may tell the client's address (X-Forwarded-For) and the
 * public scheme and host (X-Forwarded-Proto, X-Forwarded-Host): none, the nearest `hops`, or
 * those whose addresses fall in `ranges`.
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; ranges: string[] };

export type Edition = (typeof editions)[number];
export type LogLevel = (typeof logLevels)[number];

export type Config = {
  port: number;
  host: string;
  /** Public base URL of this server, without a trailing slash. */
  endpoint: string;
  /** Set by a wildcard `ENDPOINT` (`https://*.id.example.com`): tenants answer on their subdomains. */
  tenantSubdomains?: TenantSubdomains;
  dataDir: string;
  databaseUrl?: string;
  /**
   * The database of each region that has one of its own (`DATABASE_URL_EU`, `DATABASE_URL_US`;
   * cloud edition only); a region without one lives in the home database (`databaseUrl`).
   */
  regionDatabaseUrls: RegionDatabaseUrls;
  redisUrl?: string;
  edition: Edition;
  logLevel: LogLevel;
  consoleDist: string;
  experienceDist: string;
  devFeatures: boolean;
  /** Whether the console looks up the latest public release (off for offline installs). */
  releaseCheck: boolean;
  /** Where the console sends page views and conversions (`ANALYTICS_URL`); none by default. */
  analyticsUrl?: string;
  shutdownTimeoutMs: number;
  /**
   * Webhook delivery: how long a receiver may take, the first retry's delay (doubled for each
   * later one), and how often the outbox is polled for work other or crashed instances left.
   */
  hooks: { timeoutMs: number; retryBaseMs: number; pollIntervalMs: number };
  /**
   * Whether requests to URLs a tenant administrator chose (webhooks, script fetch, HTTP email and
   * SMS services) may reach loopback, private and link-local addresses (`OUTBOUND_PRIVATE_NETWORK`).
   * Denied by default in the cloud edition, where the network is not the tenants'; allowed in the
   * self-hosted edition, where the administrators own it.
   */
  outboundPrivateNetwork: OutboundPrivateNetwork;
  /**
   * Custom domains (cloud): the host their CNAME must point to, the DNS servers the checks ask
   * (the system's when unset), the first re-check delay (doubled each time), and how the HTTPS
   * check reaches the domain (port, extra trusted CA).
   */
  customDomains: {
    cnameTarget: string;
    dnsServers?: string[];
    checkBaseMs: number;
    httpsPort: number;
    caFile?: string;
  };
  /** The plans and SKUs of the cloud edition (`PLANS_FILE`; `server/plans.json` by default). */
  plansFile: string;
  /**
   * Stripe bills the cloud edition when `STRIPE_SECRET_KEY` is set (with `STRIPE_WEBHOOK_SECRET`;
   * `STRIPE_API_BASE` points the client elsewhere than api.stripe.com); otherwise the built-in
   * sandbox provider does.
   */
  stripe?: { secretKey: string; webhookSecret: string; apiBase?: string };
  /** Requests per minute one IP may send to each credential endpoint. */
  credentialRateLimitPerMinute: number;
  /** Proxies trusted to forward the client's address, scheme and host. */
  trustProxy: TrustProxy;
  /** Whether `GET /metrics` answers (Prometheus text format). */
  metrics: boolean;
  /**
   * Whether every response says how long the server took with it (`Server-Timing`). Off by
   * default: the figure is for operators and benchmarks, not for clients, who should learn no more
   * of the server's timing than the network already tells them.
   */
  serverTiming: boolean;
  /** Base64 key for encrypted secrets; without it a key file in the data dir is used. */
  secretVaultKey?: string;
  /** Domain whose subdomains Protected apps are served on (`{subDomain}.{domain}`). */
  protectedAppDomain?: string;
  /** Server processes on this machine sharing the port (`WORKERS`; `auto` = one per CPU). */
  workers: number;
  /** glibc's malloc arena limit the cluster starts its workers with (`MALLOC_ARENA_MAX`, default 2). */
  mallocArenaMax: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

const packagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Reads and validates the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(
    Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const workers = env.WORKERS === 'auto' ? os.availableParallelism() : env.WORKERS;
  const clusterProblems = [
    ...(workers > 1 && !env.DATABASE_URL
      ? ['WORKERS: more than one worker needs DATABASE_URL (PostgreSQL); the embedded database opens in one process only']
      : []),
    ...(workers > 1 && !env.REDIS_URL
      ? ['WORKERS: more than one worker needs REDIS_URL; the workers drop each other\'s cached entries through Redis']
      : []),
  ];
  const regionProblems = checkRegionDatabaseUrls(env);
  if (clusterProblems.length + regionProblems.length > 0) {
    throw new ConfigError([...clusterProblems, ...regionProblems]);
  }
  const { endpoint, tenantSubdomains } = parseEndpoint(env.ENDPOINT ?? `http://localhost:${env.PORT}`);
  return {
    port: env.PORT,
    host: env.HOST,
    endpoint,
    tenantSubdomains,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    regionDatabaseUrls: readRegionDatabaseUrls(env),
    redisUrl: env.REDIS_URL,
    edition: env.EDITION,
    logLevel: env.LOG_LEVEL,
    consoleDist: path.resolve(env.CONSOLE_DIST ?? path.join(packagesDir, 'console/dist')),
    experienceDist: path.resolve(env.EXPERIENCE_DIST ?? path.join(packagesDir, 'experience/dist')),
    devFeatures: env.DEV_FEATURES,
    releaseCheck: env.RELEASE_CHECK,
    analyticsUrl: env.ANALYTICS_URL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    hooks: {
      timeoutMs: env.HOOK_TIMEOUT_MS,
      retryBaseMs: env.HOOK_RETRY_BASE_MS,
      pollIntervalMs: env.HOOK_POLL_INTERVAL_MS,
    },
    outboundPrivateNetwork: env.OUTBOUND_PRIVATE_NETWORK ?? (env.EDITION === 'cloud' ? 'deny' : 'allow'),
    customDomains: {
      cnameTarget: env.CUSTOM_DOMAIN_TARGET ?? new URL(endpoint).hostname,
      dnsServers: env.DNS_RESOLVER?.split(','),
      checkBaseMs: env.CUSTOM_DOMAIN_CHECK_BASE_MS,
      httpsPort: env.CUSTOM_DOMAIN_HTTPS_PORT,
      caFile: env.CUSTOM_DOMAIN_CA_FILE,
    },
    plansFile: path.resolve(env.PLANS_FILE ?? path.join(packagesDir, 'server/plans.json')),
    stripe: env.STRIPE_SECRET_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '', apiBase: env.STRIPE_API_BASE }
      : undefined,
    credentialRateLimitPerMinute: env.CREDENTIAL_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY,
    metrics: env.METRICS,
    serverTiming: env.SERVER_TIMING,
    secretVaultKey: env.SECRET_VAULT_KEY,
    protectedAppDomain: env.PROTECTED_APP_DOMAIN,
    workers,
    mallocArenaMax: env.MALLOC_ARENA_MAX,
  };
}

/** The PostgreSQL server API tests may create their databases on (CI sets it). */
export const readTestDatabaseUrl = (environment: NodeJS.ProcessEnv = process.env) =>
  environment.TEST_DATABASE_URL || undefined;

/** The Redis server cache and adapter tests use (CI sets it). */
export const readTestRedisUrl = (environment: NodeJS.ProcessEnv = process.env) =>
  environment.TEST_REDIS_URL || undefined;
