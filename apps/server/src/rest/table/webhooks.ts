import { MESSAGES, RECORD_EVENT_TYPES, WEBHOOKS } from '@app/contracts';

import type { RestRoute } from '../route-types';

const TAG = 'Webhooks';
const m = MESSAGES.webhooks;

const WHO =
  'The owner, and admins while the owner lets them into Company Settings, signed in (team members and API keys get 403)';
const WEBHOOK =
  'each webhook: id, url, events, isActive, createdAt, failingSince (null while deliveries succeed), disabledAt and disabledReason (when the server turned it off), createdBy {id, name}';
const FIELDS = `url (https; at most ${WEBHOOKS.urlMax} characters; no user name or password; not a private, loopback or link-local address) and events (at least one of ${RECORD_EVENT_TYPES.join(', ')})`;
const DELIVERY =
  'each delivery: id, eventId, eventType, status (pending, delivered, failed), attempts, lastStatusCode, lastLatencyMs, lastError, nextAttemptAt, deliveredAt, createdAt';

/**
 * Webhooks (docs/rest-guide.md, "Webhooks"): a company's endpoints, managed in person by whoever
 * may open Company Settings, and their deliveries. Another company's webhook is 404 on every route.
 */
export const webhookRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/company/webhooks',
    procedure: 'company.webhooks.list',
    message: m.fetched,
    summary: `The company's webhooks, newest first; ${WEBHOOK}. ${WHO}`,
    data: ['webhooks'],
    tag: TAG,
    auth: true,
    host: 'tenant',
  },
  {
    method: 'POST',
    path: '/api/company/webhooks',
    procedure: 'company.webhooks.create',
    status: 201,
    summary: `Adds a webhook from ${FIELDS}. The answer carries data.secret (whsec_…), the signing secret, this once. At most ${WEBHOOKS.maxPerCompany} webhooks (409). ${WHO}`,
    data: ['webhook', 'secret'],
    tag: TAG,
    auth: true,
    host: 'tenant',
    errors: [403, 409],
  },
  {
    method: 'PUT',
    path: '/api/company/webhooks/:id',
    procedure: 'company.webhooks.update',
    summary: `Changes a webhook's url, events or isActive (true turns it back on and forgets its failures). ${WHO}`,
    data: ['webhook'],
    tag: TAG,
    auth: true,
    host: 'tenant',
    errors: [403, 404],
  },
  {
    method: 'DELETE',
    path: '/api/company/webhooks/:id',
    procedure: 'company.webhooks.remove',
    summary: `Deletes a webhook and its deliveries: nothing more is sent to it. ${WHO}`,
    data: ['webhook'],
    tag: TAG,
    auth: true,
    host: 'tenant',
    errors: [403, 404],
  },
  {
    method: 'GET',
    path: '/api/company/webhooks/:id/deliveries',
    procedure: 'company.webhooks.deliveries',
    message: m.deliveriesFetched,
    summary: `A webhook's deliveries, newest first, paginated (page, limit); ${DELIVERY}. ${WHO}`,
    data: ['deliveries', 'pagination'],
    tag: TAG,
    auth: true,
    host: 'tenant',
    errors: [403, 404],
  },
  {
    method: 'POST',
    path: '/api/company/webhooks/:id/test',
    procedure: 'company.webhooks.test',
    summary: `Sends a ${WEBHOOKS.testEventType} event to this webhook alone, signed and retried like every delivery; answers the delivery. 409 while the webhook is off. ${WHO}`,
    data: ['delivery'],
    tag: TAG,
    auth: true,
    host: 'tenant',
    errors: [403, 404, 409],
  },
  {
    method: 'POST',
    path: '/api/company/webhooks/:id/deliveries/:deliveryId/redeliver',
    procedure: 'company.webhooks.redeliver',
    summary: `Sends a delivery again now, with the same body and X-Webhook-Id (one more attempt; its count goes on). 409 while the webhook is off. ${WHO}`,
    data: ['delivery'],
    tag: TAG,
    auth: true,
    host: 'tenant',
    errors: [403, 404, 409],
  },
];
