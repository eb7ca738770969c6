/**
 * Turning off an endpoint that has failed for a day: it takes no more deliveries, those still
 * waiting end as failed, and whoever created it hears about it by mail (the owner, when the
 * creator is no longer an active member). All in the attempt's transaction; the mail goes through
 * the outbox with a once-key, so an attempt that runs twice mails once.
 */
import { MESSAGES, WEBHOOKS } from '@app/contracts';
import { and, eq, platformTables, tenantTables, type Tx } from '@app/db';

import type { AppDeps } from '../../core/deps';
import type { MailMessage } from '../../services/mail/mailer';
import { escapeHtml } from '../../services/mail/templates';
import { portalUrl } from '../../core/tenancy/portal-url';

const { webhooks, webhookDeliveries, users } = tenantTables;
const { companies } = platformTables;

type WebhookRow = typeof webhooks.$inferSelect;

interface DisabledFacts {
  to: string;
  name: string;
  companyName: string;
  url: string;
  reason: string;
  settingsUrl: string;
}

export function webhookDisabledMail(facts: DisabledFacts): MailMessage {
  const paragraphs = [
    `Hello ${facts.name},`,
    `The webhook you added to ${facts.companyName} has been turned off: ${facts.reason}.`,
    `It sent to ${facts.url}. Events are no longer sent there, and deliveries still waiting were given up.`,
    `Once the endpoint answers again, turn the webhook back on in Company Settings: ${facts.settingsUrl}`,
  ];
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; color: #111827">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
</body></html>`;
  return {
    to: facts.to,
    subject: `A webhook of ${facts.companyName} was turned off`,
    text: paragraphs.join('\n\n'),
    html,
  };
}

/** The creator while they are an active member; otherwise the company's owner. */
async function recipientOf(tx: Tx, webhook: WebhookRow) {
  if (webhook.createdById) {
    const [creator] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(and(eq(users.id, webhook.createdById), eq(users.isActive, true)));
    if (creator) return creator;
  }
  const [owner] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.role, 'owner'), eq(users.isActive, true)))
    .limit(1);
  return owner ?? null;
}

export async function disableEndpoint(
  deps: AppDeps,
  tx: Tx,
  companyId: number,
  webhook: WebhookRow,
  now: Date,
): Promise<void> {
  const reason = MESSAGES.webhooks.disabledReason(WEBHOOKS.disableAfterHours);
  await tx
    .update(webhooks)
    .set({ isActive: false, disabledAt: now, disabledReason: reason, updatedAt: now })
    .where(eq(webhooks.id, webhook.id));
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, updatedAt: now })
    .where(and(eq(webhookDeliveries.webhookId, webhook.id), eq(webhookDeliveries.status, 'pending')));
  const recipient = await recipientOf(tx, webhook);
  const [company] = await tx
    .select({ name: companies.name, subdomain: companies.subdomain })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!recipient || !company) return;
  const mail = webhookDisabledMail({
    to: recipient.email,
    name: recipient.name,
    companyName: company.name,
    url: webhook.url,
    reason: reason.charAt(0).toLowerCase() + reason.slice(1),
    settingsUrl: `${portalUrl(deps.config, company.subdomain)}company/settings`,
  });
  await deps.mailer.sendOnce(tx, mail, `webhook-disabled:${companyId}:${webhook.id}:${now.toISOString()}`);
}
