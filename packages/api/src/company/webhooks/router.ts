import type { TRPCRouterRecord } from '@trpc/server';

import {
  createWebhookInput,
  MESSAGES,
  redeliverWebhookInput,
  updateWebhookInput,
  webhookDeliveriesInput,
  webhookIdInput,
  type SecurityEventType,
} from '@app/contracts';

import { companySettingsProcedure } from '../../core/procedures';
import { recordCallerEvent } from '../../kit/security-log';
import { listDeliveries, redeliver, sendTestEvent } from './deliveries';
import { checkEndpointUrl, loggedUrl } from './endpoint-url';
import { createWebhook, deleteWebhook, listWebhooks, updateWebhook, type WebhookView } from './store';

const m = MESSAGES.webhooks;

/** What the security log keeps of an endpoint: which one, where (without its query) and what it hears. */
const webhookEvent = (type: SecurityEventType, webhook: WebhookView) => ({
  type,
  detail: { webhookId: webhook.id, url: loggedUrl(webhook.url), events: webhook.events },
});

/**
 * Webhooks live in Company Settings, so whoever may open it manages them: the owner, and admins
 * while the owner lets them in. Always in person: an API key never points the company's events
 * somewhere else (api-keys/scopes.ts).
 */
const webhookManagerProcedure = companySettingsProcedure;

/** A company's webhook endpoints (Company Settings → Webhooks) and their deliveries. */
export const companyWebhooksRouter = {
  list: webhookManagerProcedure.query(async ({ ctx }) => ({
    message: m.fetched,
    webhooks: await listWebhooks(ctx.tx),
  })),
  create: webhookManagerProcedure.input(createWebhookInput).mutation(async ({ ctx, input }) => {
    checkEndpointUrl(ctx.deps.config, input.url);
    const created = await createWebhook(ctx.tx, ctx.deps.config.jwtSecret, ctx.actor, input);
    await recordCallerEvent(ctx, webhookEvent('webhook_created', created.webhook));
    return { message: m.created, ...created };
  }),
  update: webhookManagerProcedure.input(updateWebhookInput).mutation(async ({ ctx, input }) => {
    if (input.url !== undefined) checkEndpointUrl(ctx.deps.config, input.url);
    const webhook = await updateWebhook(ctx.tx, input, ctx.deps.now());
    await recordCallerEvent(ctx, webhookEvent('webhook_updated', webhook));
    return { message: m.updated, webhook };
  }),
  remove: webhookManagerProcedure.input(webhookIdInput).mutation(async ({ ctx, input }) => {
    const webhook = await deleteWebhook(ctx.tx, input.id);
    await recordCallerEvent(ctx, webhookEvent('webhook_deleted', webhook));
    return { message: m.deleted, webhook };
  }),
  deliveries: webhookManagerProcedure.input(webhookDeliveriesInput).query(async ({ ctx, input }) => ({
    message: m.deliveriesFetched,
    ...(await listDeliveries(ctx.tx, input)),
  })),
  test: webhookManagerProcedure.input(webhookIdInput).mutation(async ({ ctx, input }) => ({
    message: m.testQueued,
    delivery: await sendTestEvent(ctx.deps, ctx.tx, ctx.company.id, input.id),
  })),
  redeliver: webhookManagerProcedure.input(redeliverWebhookInput).mutation(async ({ ctx, input }) => ({
    message: m.redeliveryQueued,
    delivery: await redeliver(ctx.deps, ctx.tx, ctx.company.id, input),
  })),
} satisfies TRPCRouterRecord;
