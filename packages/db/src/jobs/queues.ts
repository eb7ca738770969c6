/**
 * Every queue of the job runner (pg-boss, schema `pgboss`). Queues are created by `migrateAll`, so
 * a job sent inside a request's transaction always has its queue, in tests as in production.
 * Adding a queue here is enough: the next migration run creates it.
 */
export const JOB_SCHEMA = 'pgboss';

export interface QueueDefinition {
  name: string;
  /** Tries after the first failure. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time when `retryBackoff`. */
  retryDelay: number;
  retryBackoff: boolean;
  /** How long one run may take before pg-boss counts it as failed and retries it. */
  expireInSeconds: number;
}

export const JOB_QUEUES = {
  /** One mail of the outbox: its delivery, retried with growing waits (about 4 hours in all). */
  mailDeliver: { name: 'mail.deliver', retryLimit: 7, retryDelay: 120, retryBackoff: true, expireInSeconds: 120 },
  /** Every few minutes: which companies' digest hour has come, one job per such company. */
  digestTick: { name: 'crm.digest-tick', retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 240 },
  /** One company's daily digests: one mail per CS person, each at most once a day. */
  digestCompany: {
    name: 'crm.digest-company',
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 600,
  },
  /** The mail to a meeting's CS person 30 minutes before it starts. */
  meetingReminder: {
    name: 'crm.meeting-reminder',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  /** The values of a removed custom field, stripped from its records a batch at a time. */
  customFieldCleanup: {
    name: 'crm.custom-field-cleanup',
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 1800,
  },
  /** Undoing a completed import, in the background with its progress on the import's row. */
  crmImportRevert: {
    name: 'crm.import-revert',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 3600,
  },
  /** A CSV import, run in the background with its progress on the import's row. */
  crmImport: { name: 'crm.import', retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 3600 },
  /**
   * One attempt of one webhook delivery. Never retried by the runner: each attempt schedules the
   * next itself (packages/api/src/company/webhooks/claim.ts), so every attempt is recorded on the delivery.
   */
  webhookDeliver: {
    name: 'webhooks.deliver',
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 120,
  },
  /** Once a day: security log events past their retention, in every company and the platform. */
  securityLogPrune: {
    name: 'security-log.prune',
    retryLimit: 2,
    retryDelay: 600,
    retryBackoff: false,
    expireInSeconds: 3600,
  },
  /** Once a day: idempotency answers (and other integration records) past their lifetime. */
  integrationsPrune: {
    name: 'integrations.prune',
    retryLimit: 2,
    retryDelay: 600,
    retryBackoff: false,
    expireInSeconds: 3600,
  },
  /**
   * Once a day: CSV uploads never started and past IMPORT_LIMITS.abandonedAfterMs, with their
   * stored file, in every company.
   */
  importsPrune: {
    name: 'crm.imports-prune',
    retryLimit: 2,
    retryDelay: 600,
    retryBackoff: false,
    expireInSeconds: 3600,
  },
} as const satisfies Record<string, QueueDefinition>;

export type JobQueueName = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES]['name'];
