import { JOB_QUEUES } from '@app/db';

import { cleanupCustomField, type CleanupJob } from '../../crm/custom-fields/cleanup';
import { DIGEST_TICK_CRON, digestTick, sendCompanyDigests } from '../../crm/digest/jobs';
import { IMPORTS_PRUNE_CRON, pruneAbandonedImports } from '../../crm/imports/prune';
import { runRevert } from '../../crm/imports/revert-run';
import { runImport } from '../../crm/imports/run';
import { sendMeetingReminder } from '../../crm/reminders/meeting-reminder';
import type { AppDeps } from '../../core/deps';
import { INTEGRATIONS_PRUNE_CRON, pruneIntegrationRecords } from '../../core/idempotency/prune';
import { pruneSecurityLogs, SECURITY_LOG_PRUNE_CRON } from '../../kit/security-log/prune';
import { deliverWebhook } from '../../company/webhooks/deliver';
import type { JobHandler, JobRunnerOptions } from './runner';

const text = (data: Record<string, unknown>, key: string): string => {
  const value = data[key];
  if (typeof value !== 'string') throw new Error(`job data lacks ${key}`);
  return value;
};
const int = (data: Record<string, unknown>, key: string): number => {
  const value = data[key];
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error(`job data lacks ${key}`);
  return value;
};

const WEBHOOK_ATTEMPTS_AT_ONCE = 10;

/**
 * What each queue's job does, and the cron schedules (UTC): the whole background work of a server.
 * A new kind of job adds its queue in packages/db/src/jobs/queues.ts and its handler here.
 */
export function jobWork(deps: AppDeps): Pick<JobRunnerOptions, 'handlers' | 'schedules' | 'atStart' | 'concurrency'> {
  const handlers: JobRunnerOptions['handlers'] = {
    [JOB_QUEUES.mailDeliver.name]: (data) => deps.mailer.deliver(text(data, 'mailId')),
    [JOB_QUEUES.digestTick.name]: () => digestTick(deps),
    [JOB_QUEUES.digestCompany.name]: async (data) => {
      await sendCompanyDigests(deps, int(data, 'companyId'));
    },
    [JOB_QUEUES.customFieldCleanup.name]: (data) =>
      cleanupCustomField(deps, {
        companyId: int(data, 'companyId'),
        entity: text(data, 'entity') as CleanupJob['entity'],
        name: text(data, 'name'),
      }),
    [JOB_QUEUES.crmImportRevert.name]: (data) =>
      runRevert(deps, { companyId: int(data, 'companyId'), importId: text(data, 'importId') }),
    [JOB_QUEUES.crmImport.name]: (data) =>
      runImport(deps, { companyId: int(data, 'companyId'), importId: text(data, 'importId') }),
    [JOB_QUEUES.meetingReminder.name]: async (data) => {
      await sendMeetingReminder(deps, {
        companyId: int(data, 'companyId'),
        meetingId: text(data, 'meetingId'),
        scheduledAt: text(data, 'scheduledAt'),
      });
    },
    [JOB_QUEUES.securityLogPrune.name]: async () => {
      await pruneSecurityLogs(deps);
    },
    [JOB_QUEUES.integrationsPrune.name]: async () => {
      await pruneIntegrationRecords(deps);
    },
    [JOB_QUEUES.importsPrune.name]: async () => {
      await pruneAbandonedImports(deps);
    },
    [JOB_QUEUES.webhookDeliver.name]: (data) =>
      deliverWebhook(deps, { companyId: int(data, 'companyId'), deliveryId: text(data, 'deliveryId') }),
  } satisfies Partial<Record<string, JobHandler>>;
  return {
    handlers,
    schedules: [
      { queue: JOB_QUEUES.digestTick.name, cron: DIGEST_TICK_CRON },
      { queue: JOB_QUEUES.securityLogPrune.name, cron: SECURITY_LOG_PRUNE_CRON },
      { queue: JOB_QUEUES.integrationsPrune.name, cron: INTEGRATIONS_PRUNE_CRON },
      { queue: JOB_QUEUES.importsPrune.name, cron: IMPORTS_PRUNE_CRON },
    ],
    // A server starting after downtime sends the digests that came due meanwhile without
    // waiting for the next slot.
    atStart: [JOB_QUEUES.digestTick.name],
    // A webhook attempt mostly waits on its receiver (up to WEBHOOKS.timeoutMs): several at once,
    // so an endpoint that hangs delays the others by one attempt at most.
    concurrency: { [JOB_QUEUES.webhookDeliver.name]: WEBHOOK_ATTEMPTS_AT_ONCE },
  };
}
