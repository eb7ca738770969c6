/**
 * Sending to a webhook over REST, with a real receiver and the real job runner: the signed test
 * event, the deliveries list (newest first, in pages), a redelivery with the same body, and both
 * refused while the webhook is off.
 */
import { describe, expect } from 'vitest';

import { MESSAGES, WEBHOOKS } from '@app/contracts';
import { signatureIsValid, waitFor } from '@app/api/testing/webhook-receiver';

import { expectFailure, expectSuccess } from '../testing/rest';
import { GHOST, HOOKS, publicHook, webhookTest } from '../testing/rest-webhooks';

const m = MESSAGES.webhooks;
/** Companies rest-hooks-e and rest-hooks-f, signed in as every role, with a webhook receiver and the job runner. */
const it = webhookTest('rest-hooks-e', 'rest-hooks-f');

describe('sending to a webhook', () => {
  it('sends a signed test event, lists the delivery, and sends it again on request with the same body', async ({
    receiver,
    runner,
    send,
    newWebhook,
    withPrivateUrls,
    signedIn: [a],
  }) => {
    const hook = await withPrivateUrls(() =>
      newWebhook(a.request.owner, { url: receiver.url('/rest-test'), events: ['enquiry.created'] }),
    );
    const path = `${HOOKS}/${hook.webhook.id}`;
    const sent = await withPrivateUrls(async () => {
      const res = await send('POST', `${path}/test`, a.request.owner, {});
      expect(res.body.message).toBe(m.testQueued);
      const delivery = expectSuccess(res, 'POST', `${HOOKS}/:id/test`).delivery as { id: string; eventId: string };
      expect(delivery).toMatchObject({ eventType: WEBHOOKS.testEventType, status: 'pending', attempts: 0 });
      runner.wake('webhooks.deliver');
      await waitFor(async () => receiver.receivedAt('/rest-test').length === 1, 'the test event');
      return delivery;
    });
    const [request] = receiver.receivedAt('/rest-test');
    expect(request!.headers['x-webhook-id']).toBe(sent.eventId);
    expect(signatureIsValid(hook.secret, request!.body, request!.headers['x-webhook-signature'] as string)).toBe(true);
    expect(JSON.parse(request!.body)).toMatchObject({
      id: sent.eventId,
      type: WEBHOOKS.testEventType,
      data: { webhookId: hook.webhook.id, note: m.testEventNote },
    });

    const listed = async () =>
      expectSuccess(
        await send('GET', `${path}/deliveries?limit=10`, a.request.owner),
        'GET',
        `${HOOKS}/:id/deliveries`,
      );
    const delivered = await waitFor(async () => {
      const [d] = (await listed()).deliveries as Record<string, unknown>[];
      return d?.status === 'delivered' ? d : null;
    }, 'the delivery to be recorded');
    expect(delivered).toEqual({
      id: sent.id,
      eventId: sent.eventId,
      eventType: WEBHOOKS.testEventType,
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastLatencyMs: expect.any(Number),
      lastError: null,
      nextAttemptAt: null,
      deliveredAt: expect.any(String),
      createdAt: expect.any(String),
    });

    await withPrivateUrls(async () => {
      const again = await send('POST', `${path}/deliveries/${sent.id}/redeliver`, a.request.owner, {});
      expect(again.body.message).toBe(m.redeliveryQueued);
      expect(expectSuccess(again, 'POST', `${HOOKS}/:id/deliveries/:deliveryId/redeliver`).delivery).toMatchObject({
        id: sent.id,
        status: 'pending',
      });
      runner.wake('webhooks.deliver');
      await waitFor(async () => {
        const [d] = (await listed()).deliveries as { status: string; attempts: number }[];
        return d?.status === 'delivered' && d.attempts === 2;
      }, 'the redelivery');
    });
    const requests = receiver.receivedAt('/rest-test');
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body).toBe(requests[0]!.body);
    expect(requests[1]!.headers['x-webhook-id']).toBe(sent.eventId);
    expect(
      signatureIsValid(hook.secret, requests[1]!.body, requests[1]!.headers['x-webhook-signature'] as string),
    ).toBe(true);
    expectFailure(await send('POST', `${path}/deliveries/${GHOST}/redeliver`, a.request.owner, {}), 404, 'NOT_FOUND');
  });

  it('lists deliveries newest first, in pages', async ({ send, newWebhook, signedIn: [a] }) => {
    const { webhook } = await newWebhook(a.request.owner, publicHook);
    const path = `${HOOKS}/${webhook.id}`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await send('POST', `${path}/test`, a.request.owner, {});
      ids.push((expectSuccess(res, 'POST', `${HOOKS}/:id/test`).delivery as { id: string }).id);
    }
    const first = expectSuccess(
      await send('GET', `${path}/deliveries?limit=2`, a.request.owner),
      'GET',
      `${HOOKS}/:id/deliveries`,
    );
    expect((first.deliveries as { id: string }[]).map((d) => d.id)).toEqual([ids[2], ids[1]]);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    const second = expectSuccess(
      await send('GET', `${path}/deliveries?limit=2&page=2`, a.request.owner),
      'GET',
      `${HOOKS}/:id/deliveries`,
    );
    expect((second.deliveries as { id: string }[]).map((d) => d.id)).toEqual([ids[0]]);
    expectFailure(await send('GET', `${path}/deliveries?limit=1000`, a.request.owner), 400, 'VALIDATION_ERROR', {
      path: 'limit',
    });
    expectFailure(await send('GET', `${path}/deliveries?sort=id`, a.request.owner), 400, 'VALIDATION_ERROR', {
      path: 'sort',
    });
  });

  it('refuses a test or a redelivery while the webhook is off (409)', async ({ send, newWebhook, signedIn: [a] }) => {
    const { webhook } = await newWebhook(a.request.owner, publicHook);
    const path = `${HOOKS}/${webhook.id}`;
    const delivery = await send('POST', `${path}/test`, a.request.owner, {});
    const deliveryId = (expectSuccess(delivery, 'POST', `${HOOKS}/:id/test`).delivery as { id: string }).id;
    await send('PUT', path, a.request.owner, { isActive: false });
    for (const url of [`${path}/test`, `${path}/deliveries/${deliveryId}/redeliver`]) {
      const res = await send('POST', url, a.request.owner, {});
      expectFailure(res, 409, 'CONFLICT');
      expect(res.body.message).toBe(m.inactive);
    }
  });
});
