/**
 * Webhooks (docs/decisions/0028-integrations.md, docs/rest-guide.md "Webhooks"): endpoints a
 * company registers to hear about its record events, and the signed deliveries made to them. The
 * bounds, the retry schedule and the inputs live here for the server and the screens alike.
 */
import { z } from 'zod';

import { MESSAGES } from '../messages';
import { idParam, paginationInput } from './common';
import { RECORD_EVENT_TYPES } from './record-events';
import { singleLine } from './text';

const m = MESSAGES.webhooks;

export const WEBHOOKS = {
  /** Recognisable at a glance, and by secret scanners. */
  secretPrefix: 'whsec_',
  /** Random bytes after the prefix (base64url): 256 bits. */
  secretBytes: 32,
  urlMax: 2000,
  maxPerCompany: 20,
  /** How long one attempt may take, from resolving the host to the answer's status. */
  timeoutMs: 10_000,
  /**
   * The wait before each retry, in minutes: 1 min, 5 min, 30 min, 2 h, 6 h, 8 h, 8 h. Eight attempts
   * over a little more than a day, so an endpoint that stays down is turned off by its own retries.
   */
  retryDelaysMinutes: [1, 5, 30, 120, 360, 480, 480],
  /** An endpoint whose deliveries have all failed for longer than this is turned off. */
  disableAfterHours: 24,
  /** A failed attempt's reason as kept on the delivery. */
  errorMax: 500,
  userAgent: 'CompanyPlatform-Webhooks/1',
  /** The event "Send test event" delivers; it is not a record event and needs no subscription. */
  testEventType: 'webhook.test',
} as const;

const parsedUrl = (value: string) => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

const isWebUrl = (value: string) => {
  const url = parsedUrl(value);
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
};

/** A user name or password in the URL would be sent to the receiver and shown in every list. */
const hasNoCredentials = (value: string) => {
  const url = parsedUrl(value);
  return url === null || (url.username === '' && url.password === '');
};

/**
 * Where deliveries go. https only and no private address literals are the server's checks
 * (packages/api/src/company/webhooks/endpoint-url.ts): both depend on WEBHOOK_ALLOW_PRIVATE_URLS.
 */
export const webhookUrlSchema = singleLine(z.string({ error: m.urlRequired }).trim())
  .min(1, { error: m.urlRequired })
  .max(WEBHOOKS.urlMax, { error: m.urlTooLong(WEBHOOKS.urlMax) })
  .refine(isWebUrl, { error: m.urlInvalid, abort: true })
  .refine(hasNoCredentials, { error: m.urlCredentials });

const eventList = z
  .array(z.enum(RECORD_EVENT_TYPES, { error: m.eventInvalid }), { error: m.eventsRequired })
  .min(1, { error: m.eventsRequired })
  .max(RECORD_EVENT_TYPES.length)
  .transform((list) => [...new Set(list)]);

export const createWebhookInput = z.object({
  url: webhookUrlSchema,
  events: eventList,
});
export type CreateWebhookInput = z.infer<typeof createWebhookInput>;

/** Any of the fields; turning an endpoint back on clears what turned it off. */
export const updateWebhookInput = z.object({
  id: idParam,
  url: webhookUrlSchema.optional(),
  events: eventList.optional(),
  isActive: z.boolean({ error: m.isActiveInvalid }).optional(),
});
export type UpdateWebhookInput = z.infer<typeof updateWebhookInput>;

export const webhookIdInput = z.object({ id: idParam });

export const webhookDeliveriesInput = z.object({ id: idParam, ...paginationInput });
export type WebhookDeliveriesInput = z.infer<typeof webhookDeliveriesInput>;

export const redeliverWebhookInput = z.object({ id: idParam, deliveryId: idParam });
