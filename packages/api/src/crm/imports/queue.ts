/**
 * How a started import reaches its executor: a job on the 'crm.import' queue, sent inside the
 * start's transaction (so the job exists exactly when the queued import does). Whichever server's
 * runner takes it calls runImport; its claim makes a second delivery of the same job a no-op.
 */
import { JOB_QUEUES } from '@app/db';

import type { TenantContext } from '../../core/tenancy/portal-context';
import type { ImportJob } from './run';

export async function enqueueImport(ctx: TenantContext, job: ImportJob) {
  await ctx.deps.jobs.send(JOB_QUEUES.crmImport.name, job, { tx: ctx.tx });
}
