import type { Database } from '@app/db';

import type { CheckedSessions } from '../auth/checked-sessions';
import type { Storage } from '../services/files/storage';
import type { JobQueue } from '../services/jobs/queue';
import type { Mailer } from '../services/mail/mailer';
import type { CompanyDirectory } from './tenancy/directory';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string | object, detail?: string): void;
}

export interface AppConfig {
  /** Host names are `<subdomain>.<baseDomain>`; the platform host is `admin.<baseDomain>`. */
  baseDomain: string;
  /** Secret for access tokens, code hashes and signed file URLs. */
  jwtSecret: string;
  /**
   * Where people reach the platform (scheme, BASE_DOMAIN, port), e.g. `https://example.com`; a
   * company's portal is the same with its subdomain in front. Default `http://<baseDomain>`.
   */
  publicUrl?: string;
  /** Days the security logs keep their events (SECURITY_LOG_RETENTION_DAYS); 365 when not given. */
  securityLogRetentionDays?: number;
  /** Requests each API key may make per minute (API_KEY_RATE_LIMIT); API_KEYS.defaultRatePerMinute when not given. */
  apiKeyRatePerMinute?: number;
  /** Webhooks may reach private, loopback and link-local addresses (WEBHOOK_ALLOW_PRIVATE_URLS; development and tests). */
  allowPrivateWebhookUrls?: boolean;
  /**
   * How long a webhook attempt may take and the waits between attempts. Tests shorten them;
   * otherwise WEBHOOKS.timeoutMs and WEBHOOKS.retryDelaysMinutes.
   */
  webhookTiming?: { timeoutMs?: number; retryDelaysMs?: readonly number[] };
  /** Super admins must sign in with a second factor (SUPER_ADMIN_TWO_FACTOR=required). */
  requireSuperAdminTwoFactor?: boolean;
}

/** Everything a procedure may need, built once per process and shared by every request. */
export interface AppDeps {
  db: Database;
  storage: Storage;
  mailer: Mailer;
  /** Background work on PostgreSQL (pg-boss): send jobs inside the transaction that needs them. */
  jobs: JobQueue;
  directory: CompanyDirectory;
  /** Company users' session checks, answered from memory for up to a second (decision 0018 §9). */
  checkedSessions: CheckedSessions;
  config: AppConfig;
  log: Logger;
  /** Injectable clock for tests of expiry and week windows. */
  now: () => Date;
}
