/**
 * Webhook deliveries end to end: events fanned out in a change's transaction, delivered by the
 * real job runner to a real HTTP receiver on 127.0.0.1, signed with the secret shown at creation,
 * retried after a failure (an error status, a redirect, no answer, a closed connection) until
 * delivered or the tries are spent, and a receiver that hangs holding up no one else.
 */
import { describe, expect, it } from 'vitest';

import { MESSAGES, WEBHOOKS } from '@app/contracts';

import { openSecret } from '../../auth/two-factor/secret-box';
import { TEST_SECRET } from '../../testing/harness';
import { webhookFixture, webhookSteps } from '../../testing/webhook-fixture';
import { signatureIsValid, type ReceiverAnswer } from '../../testing/webhook-receiver';
import { eventBody } from './payload';

const m = MESSAGES.webhooks.delivery;
const f = webhookFixture('wh-deliver');
const { addWebhook, deliveriesOf, deliveryWhen, emit, event, webhookRow } = webhookSteps(f);

type Delivery = Awaited<ReturnType<typeof deliveriesOf>>[number];
const signatureOf = (request: { headers: Record<string, unknown> }) => request.headers['x-webhook-signature'] as string;

describe('a delivery', () => {
  it('POSTs the event, signed with the secret shown at creation, to subscribed active endpoints only', async () => {
    const hook = await addWebhook('/signed', ['lead.created', 'lead.updated']);
    const off = await addWebhook('/off', ['lead.created']);
    await f.co.as('owner').company.webhooks.update({ id: off.id, isActive: false });
    const created = event();
    await emit(created, event('brand.created'));

    const delivery = await deliveryWhen(hook.id, 'the delivery', (d) => d.status === 'delivered');
    expect(delivery).toMatchObject({
      eventId: created.id,
      eventType: 'lead.created',
      attempts: 1,
      lastStatusCode: 200,
    });
    expect(delivery).toMatchObject({ lastError: null, nextAttemptAt: null, deliveredAt: expect.any(Date) });
    expect(delivery.lastLatencyMs).toEqual(expect.any(Number));
    const requests = f.receiver.receivedAt('/signed');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.body).toBe(eventBody(created));
    expect(JSON.parse(request!.body)).toEqual({
      id: created.id,
      type: 'lead.created',
      createdAt: created.createdAt.toISOString(),
      data: created.data,
    });
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': WEBHOOKS.userAgent,
      'x-webhook-id': created.id,
    });
    expect(signatureIsValid(hook.secret, request!.body, signatureOf(request!))).toBe(true);
    expect(signatureIsValid(`${hook.secret}x`, request!.body, signatureOf(request!))).toBe(false);
    const t = Number(/^t=(\d+),/.exec(signatureOf(request!))![1]);
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(60);

    // Stored sealed: the row alone does not give the secret away.
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const row = await webhookRow(hook.id);
    expect(row.secretSealed).not.toContain(hook.secret.slice(WEBHOOKS.secretPrefix.length));
    expect(openSecret(TEST_SECRET, row.secretSealed)).toBe(hook.secret);
    expect(await deliveriesOf(off.id)).toEqual([]);
    expect(f.receiver.receivedAt('/off')).toEqual([]);
  });

  it.each<[string, ReceiverAnswer, (d: Delivery) => void]>([
    ['an error status', 500, (d) => expect(d).toMatchObject({ lastStatusCode: 500, lastError: m.answered(500) })],
    ['a redirect, which is not followed', 302, (d) => expect(d).toMatchObject({ lastError: m.redirected(302) })],
    ['no answer in time', 'hang', (d) => expect(d).toMatchObject({ lastStatusCode: null, lastError: m.timedOut(0.5) })],
    [
      'a closed connection',
      'close',
      (d) => expect(d).toMatchObject({ lastStatusCode: null, lastError: m.connectionClosed }),
    ],
  ])('is retried after %s, recording the failed attempt, then delivered', async (_case, failure, failed) => {
    // Quick retries, with time enough between them to see the failed attempt's record.
    f.app.deps.config.webhookTiming = { timeoutMs: 500, retryDelaysMs: [1_500, 1_500, 1_500] };
    const path = `/retry-${String(failure)}`;
    f.receiver.script(path, [failure]);
    const hook = await addWebhook(path);
    const sent = event();
    await emit(sent);

    const first = await deliveryWhen(hook.id, 'the failed attempt', (d) => d.attempts === 1 && d.lastError !== null);
    failed(first);
    expect(first.status).toBe('pending');
    expect(first.nextAttemptAt).toEqual(expect.any(Date));
    expect((await webhookRow(hook.id)).failingSince).toEqual(expect.any(Date));

    const done = await deliveryWhen(hook.id, 'the retry', (d) => d.status === 'delivered');
    expect(done).toMatchObject({ attempts: 2, lastStatusCode: 200, lastError: null });
    // The receiver saw both attempts: the same event, the same bytes, each signed.
    const requests = f.receiver.receivedAt(path);
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.headers['x-webhook-id'])).toEqual([sent.id, sent.id]);
    expect(requests.map((r) => r.body)).toEqual([eventBody(sent), eventBody(sent)]);
    for (const r of requests) expect(signatureIsValid(hook.secret, r.body, signatureOf(r))).toBe(true);
    // A success ends the run of failures.
    expect((await webhookRow(hook.id)).failingSince).toBeNull();
  });

  it('gives up once its tries are spent', async () => {
    f.app.deps.config.webhookTiming = { timeoutMs: 2_000, retryDelaysMs: [100] };
    f.receiver.script('/down', [503, 503, 503]);
    const hook = await addWebhook('/down');
    await emit(event());
    const failed = await deliveryWhen(hook.id, 'the last attempt', (d) => d.status === 'failed');
    expect(failed).toMatchObject({ attempts: 2, lastStatusCode: 503, nextAttemptAt: null, deliveredAt: null });
    expect(f.receiver.receivedAt('/down')).toHaveLength(2);
  });
});

describe('a receiver that hangs', () => {
  it('holds up only its own delivery, not the other endpoints’', async () => {
    f.app.deps.config.webhookTiming = { timeoutMs: 3_000 };
    f.receiver.script('/stuck', ['hang']);
    const stuck = await addWebhook('/stuck', ['meeting.created']);
    const fine = await addWebhook('/fine', ['meeting.created']);
    await emit(event('meeting.created'));
    await deliveryWhen(fine.id, 'the other endpoint’s delivery', (d) => d.status === 'delivered');
    const [waiting] = await deliveriesOf(stuck.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: null });
    const timedOut = await deliveryWhen(stuck.id, 'the time-out', (d) => d.lastError !== null);
    expect(timedOut.lastError).toBe(m.timedOut(3));
  });
});
