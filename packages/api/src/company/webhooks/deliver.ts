/**
 * The `webhooks.deliver` job: one attempt of one delivery. The claim and the outcome are two short
 * transactions in the company's schema; the HTTP request runs between them, holding no database
 * connection while a receiver takes its time.
 */
import { eq, platformTables, withTenant } from '@app/db';

import type { AppDeps } from '../../core/deps';
import { attemptHeaders, claimAttempt } from './claim';
import { recordOutcome } from './outcome';
import { postEvent } from './post-event';
import { signatureHeader } from './signing';
import { attemptTimeoutMs } from './timing';

const { companies } = platformTables;

export async function deliverWebhook(deps: AppDeps, job: { companyId: number; deliveryId: string }): Promise<void> {
  // A company deleted since has no schema left, and its deliveries went with it.
  const [company] = await deps.db.select({ id: companies.id }).from(companies).where(eq(companies.id, job.companyId));
  if (!company) return;
  const claimed = await withTenant(deps.db, job.companyId, (tx) =>
    claimAttempt(deps, tx, job.companyId, job.deliveryId),
  );
  if (!claimed) return;
  const headers = attemptHeaders(claimed, signatureHeader(claimed.secret, claimed.body, deps.now()));
  const outcome = await postEvent(new URL(claimed.url), claimed.body, headers, {
    timeoutMs: attemptTimeoutMs(deps.config),
    allowPrivate: deps.config.allowPrivateWebhookUrls === true,
  });
  // Should this fail (the database is away), the next attempt's job is already sent: the claim did.
  await withTenant(deps.db, job.companyId, (tx) => recordOutcome(deps, tx, job.companyId, claimed, outcome));
}
