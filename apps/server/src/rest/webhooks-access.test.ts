/**
 * Who may manage a company's webhooks: the owner, admins only while the owner lets them into
 * Company Settings, never team members or API keys; and another company's webhook is not found.
 */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { expectFailure, expectSuccess, tenant } from '../testing/rest';
import { GHOST, HOOKS, publicHook, webhookTest, type Method, type WebhookAnswer } from '../testing/rest-webhooks';

const m = MESSAGES.webhooks;
/** Companies rest-hooks-c and rest-hooks-d, signed in as every role, with a webhook receiver and the job runner. */
const it = webhookTest('rest-hooks-c', 'rest-hooks-d');

describe('who may manage webhooks', () => {
  /** Every route, on the webhook `id` (and one of its deliveries). */
  const everyRoute = (id: string, deliveryId = GHOST): [Method, string, object?][] => [
    ['GET', HOOKS],
    ['POST', HOOKS, publicHook],
    ['PUT', `${HOOKS}/${id}`, { isActive: true }],
    ['DELETE', `${HOOKS}/${id}`],
    ['GET', `${HOOKS}/${id}/deliveries`],
    ['POST', `${HOOKS}/${id}/test`, {}],
    ['POST', `${HOOKS}/${id}/deliveries/${deliveryId}/redeliver`, {}],
  ];

  it('the owner; admins only while the owner lets them into Company Settings; never team members or API keys', async ({
    send,
    newWebhook,
    signedIn: [a],
  }) => {
    const { webhook } = await newWebhook(a.request.owner, publicHook);
    for (const [method, url, body] of everyRoute(webhook.id)) {
      const member = await send(method, url, a.request.team_member, body);
      expectFailure(member, 403, 'FORBIDDEN');
      expect(member.body.message, `${method} ${url}`).toBe(MESSAGES.companySettings.ownerOnly);
      const admin = await send(method, url, a.request.admin, body);
      expectFailure(admin, 403, 'FORBIDDEN');
      expect(admin.body.message, `${method} ${url}`).toBe(MESSAGES.companySettings.adminAccessOff);
    }
    const key = await send('POST', '/api/company/api-keys', a.request.owner, {
      name: 'All scopes',
      scopes: ['crm:read', 'crm:write', 'team:read', 'team:write', 'company:read'],
    });
    const asKey = { ...tenant(a.company.subdomain), authorization: `Bearer ${String(key.body.data!.secret)}` };
    for (const [method, url, body] of everyRoute(webhook.id)) {
      const res = await send(method, url, asKey, body);
      expectFailure(res, 403, 'FORBIDDEN');
      expect(res.body.message, `${method} ${url}`).toBe(MESSAGES.apiKeys.personOnly);
    }

    const opened = await send('PUT', '/api/company/settings', a.request.owner, { allowAdminCompanySettings: true });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    try {
      const made = await newWebhook(a.request.admin, {
        url: 'https://admin.example.com/h',
        events: ['member.created'],
      });
      expect(made.webhook).toMatchObject({ createdBy: { id: a.admin.id, name: a.admin.name } });
      expectSuccess(
        await send('GET', `${HOOKS}/${made.webhook.id}/deliveries`, a.request.admin),
        'GET',
        `${HOOKS}/:id/deliveries`,
      );
      expectSuccess(await send('DELETE', `${HOOKS}/${made.webhook.id}`, a.request.admin), 'DELETE', `${HOOKS}/:id`);
      expectFailure(await send('GET', HOOKS, a.request.team_member), 403, 'FORBIDDEN');
    } finally {
      await send('PUT', '/api/company/settings', a.request.owner, { allowAdminCompanySettings: false });
    }
  });

  it('never shows or touches another company’s webhook (404 on every route with an id)', async ({
    send,
    newWebhook,
    signedIn: [a, b],
  }) => {
    const { webhook } = await newWebhook(a.request.owner, publicHook);
    const delivery = await send('POST', `${HOOKS}/${webhook.id}/test`, a.request.owner, {});
    const deliveryId = (expectSuccess(delivery, 'POST', `${HOOKS}/:id/test`).delivery as { id: string }).id;
    for (const [method, url, body] of everyRoute(webhook.id, deliveryId).filter(([, url]) => url !== HOOKS)) {
      const res = await send(method, url, b.request.owner, body);
      expectFailure(res, 404, 'NOT_FOUND');
      expect(res.body.message, `${method} ${url}`).toBe(m.notFound);
    }
    const theirs = expectSuccess(await send('GET', HOOKS, b.request.owner), 'GET', HOOKS);
    expect((theirs.webhooks as WebhookAnswer[]).map((w) => w.id)).not.toContain(webhook.id);
    // A delivery of one webhook is not found under another of the same company either.
    const other = await newWebhook(a.request.owner, publicHook);
    const elsewhere = await send(
      'POST',
      `${HOOKS}/${other.webhook.id}/deliveries/${deliveryId}/redeliver`,
      a.request.owner,
      {},
    );
    expectFailure(elsewhere, 404, 'NOT_FOUND');
    expect(elsewhere.body.message).toBe(m.deliveryNotFound);
  });
});
