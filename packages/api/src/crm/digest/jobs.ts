/**
 * The daily digest on the job runner. A scheduled tick (every 5 minutes, one per slot across
 * servers) finds the companies whose digest hour has come on their own clock and sends each one
 * company job; the company job records one mail per CS person in its tenant transaction, keyed
 * by company, user and day, so a job that runs twice (or on two servers) sends nothing twice.
 */
import { eq, JOB_QUEUES, platformTables, withTenant } from '@app/db';

import type { AppDeps } from '../../core/deps';
import { portalUrl } from '../../core/tenancy/portal-url';
import { companyDigests } from '../follow-ups/digest-query';
import { selectDigests } from '../follow-ups/digest-selection';
import { digestMail } from './mail';

const { companies } = platformTables;

export const DIGEST_TICK_CRON = '*/5 * * * *';

/** Sends a company job for each active company whose digest is due now; none twice a day. */
export async function digestTick(deps: AppDeps): Promise<void> {
  const now = deps.now();
  const rows = await deps.db
    .select({ id: companies.id, timeZone: companies.timeZone, digestHour: companies.digestHour })
    .from(companies)
    .where(eq(companies.status, 'active'));
  for (const company of rows) {
    const { due, day } = selectDigests({ ...company, now, users: [], followUps: [], meetings: [] });
    if (!due) continue;
    await deps.jobs.send(
      JOB_QUEUES.digestCompany.name,
      { companyId: company.id, day },
      // One job per company, day and half-day slot (pg-boss's longest, its archive interval),
      // instead of one per tick; the mails' once-keys make any repeat harmless.
      { singletonKey: `${company.id}:${day}`, singletonSeconds: 43_200 },
    );
  }
}

/** Records today's digest mails of one company; resolves to how many were new. */
export async function sendCompanyDigests(deps: AppDeps, companyId: number): Promise<number> {
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, companyId));
  if (!company || company.status !== 'active') return 0;
  return withTenant(deps.db, companyId, async (tx) => {
    const { day, digests } = await companyDigests(tx, company, deps.now());
    let sent = 0;
    for (const digest of digests) {
      const mail = digestMail({
        digest,
        day,
        companyName: company.name,
        timeZone: company.timeZone,
        followUpsUrl: portalUrl(deps.config, company.subdomain, '/crm/follow-ups'),
      });
      if (await deps.mailer.sendOnce(tx, mail, `digest:${companyId}:${digest.user.id}:${day}`)) sent += 1;
    }
    return sent;
  });
}
