/**
 * The one place that reads environment variables (.env.example lists them all). A bad value stops
 * start-up with a message naming the variable.
 */
import { z } from 'zod';

import { API_KEYS, SECURITY_LOG } from '@app/contracts';
import { DEFAULT_POOL_SIZE } from '@app/db';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    BASE_DOMAIN: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+$/, { error: 'must be a host name such as localhost or example.com' })
      .default('localhost'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres://' })
        .optional(),
    ),
    /** Connections each server process keeps to PostgreSQL (DEFAULT_POOL_SIZE says why that many). */
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: 'must be a whole number of connections' })
      .int({ error: 'must be a whole number of connections' })
      .min(1, { error: 'must be at least 1' })
      .max(500, { error: 'must be at most 500' })
      .default(DEFAULT_POOL_SIZE),
    DATA_DIR: z.string().trim().min(1).default('.data'),
    JWT_SECRET: optionalString.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
    STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
    S3_ENDPOINT: optionalString,
    S3_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
    S3_USE_SSL: bool(false),
    S3_ACCESS_KEY: optionalString,
    S3_SECRET_KEY: optionalString,
    S3_BUCKET: z.string().trim().default('company-platform'),
    S3_REGION: optionalString,
    /** Where people reach the platform: scheme, BASE_DOMAIN and, when not the default, the port. */
    PUBLIC_URL: optionalString.pipe(
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://example.com' })
        .refine((value) => /^https?:\/\/[^/?#]+\/?$/.test(value), {
          error: 'must be scheme, host and port only, without a path (https://example.com)',
        })
        .optional(),
    ),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
        .optional(),
    ),
    MAIL_FROM: z.string().trim().default('Company Platform <no-reply@localhost>'),
    SUPER_ADMIN_EMAIL: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'must be an email address' }))
      .default('admin@example.com'),
    SEED_DEMO: bool(true),
    /**
     * Whether this server also runs the background jobs (digests, reminders, imports, mail
     * retries). Off when separate `npm run worker` processes do (DATABASE_URL deployments).
     */
    RUN_JOBS: bool(true),
    /** Memory the global search may keep its indexes in, all companies together (0: none, decision 0026). */
    SEARCH_MEMORY_MB: z.coerce
      .number({ error: 'must be a number of megabytes' })
      .int()
      .min(0)
      .max(1_000_000)
      .default(256),
    /** Days the security logs keep their events; older ones are pruned daily (decision 0027). */
    SECURITY_LOG_RETENTION_DAYS: optionalString.pipe(
      z.coerce
        .number<string | undefined>({ error: 'must be a whole number of days' })
        .int({ error: 'must be a whole number of days' })
        .min(1, { error: 'must be at least 1 day' })
        .max(SECURITY_LOG.maxRetentionDays, { error: `must be at most ${SECURITY_LOG.maxRetentionDays} days` })
        .default(SECURITY_LOG.defaultRetentionDays),
    ),
    /**
     * `required`: every super admin signs in with a second factor, and one who has none set up is
     * led through enrolment at their next sign-in (docs/security.md). Companies decide for their
     * own users in Company Settings.
     */
    SUPER_ADMIN_TWO_FACTOR: z
      .enum(['optional', 'required'], { error: 'must be optional or required' })
      .default('optional'),
    /** Requests each API key may make per minute; over it, 429 with Retry-After (docs/rest-guide.md). */
    API_KEY_RATE_LIMIT: z.coerce
      .number({ error: 'must be a whole number of requests per minute' })
      .int({ error: 'must be a whole number of requests per minute' })
      .min(1, { error: 'must be at least 1' })
      .max(1_000_000)
      .default(API_KEYS.defaultRatePerMinute),
    /**
     * Let webhooks reach private, loopback and link-local addresses. For development and tests
     * only: on a server it lets any company owner probe the internal network.
     */
    WEBHOOK_ALLOW_PRIVATE_URLS: bool(false),
    TRUST_PROXY: bool(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: optionalString,
  })
  .superRefine((env, ctx) => {
    // Company portals are <subdomain>.<host of PUBLIC_URL>, which must be the host the server resolves.
    if (env.PUBLIC_URL && URL.parse(env.PUBLIC_URL)?.hostname !== env.BASE_DOMAIN)
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: `must be on BASE_DOMAIN (${env.BASE_DOMAIN})` });
    if (env.STORAGE_DRIVER !== 's3') return;
    for (const key of ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE_DRIVER=s3' });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** PUBLIC_URL, or the address the server itself listens on: http://BASE_DOMAIN:PORT. */
export const publicUrl = (env: Pick<Env, 'PUBLIC_URL' | 'BASE_DOMAIN' | 'PORT'>): string =>
  (env.PUBLIC_URL ?? `http://${env.BASE_DOMAIN}${env.PORT === 80 ? '' : `:${env.PORT}`}`).replace(/\/$/, '');

export class ConfigError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
