/**
 * What keeps deliveries safe and bounded: each sent exactly once with two job runners at work
 * (and a job sent twice), private addresses refused after resolving the host, and an endpoint
 * that fails for a day turned off, its waiting deliveries given up and its creator mailed.
 */
import { describe, expect, it } from 'vitest';

import { MESSAGES, WEBHOOKS } from '@app/contracts';
import { ilike, platformTables, tenantTables } from '@app/db';

import { startWebhookRunner, webhookFixture, webhookSteps } from '../../testing/webhook-fixture';
import { waitFor } from '../../testing/webhook-receiver';
import { fanOutEvents } from './fan-out';

const m = MESSAGES.webhooks.delivery;
const f = webhookFixture('wh-guards');
const { addWebhook, deliveriesOf, deliveryWhen, emit, event, inCompany, webhookRow } = webhookSteps(f);

describe('exactly once', () => {
  it('sends each event to each endpoint once with two job runners, even when a job is sent twice', async () => {
    // Each runner counts the jobs it ran; the receiver is slow enough that both get work.
    const ran = [0, 0];
    await f.runner.stop();
    const runners = await Promise.all(
      [0, 1].map((index) =>
        startWebhookRunner(f.app, (run) => {
          ran[index]! += 1;
          return run();
        }),
      ),
    );
    try {
      const one = await addWebhook('/once-a', ['lead.updated']);
      const two = await addWebhook('/once-b', ['lead.updated', 'lead.deleted']);
      const events = Array.from({ length: 12 }, (_, i) => event(i % 3 === 0 ? 'lead.deleted' : 'lead.updated'));
      const expected = events.filter((e) => e.type === 'lead.updated').length + events.length;
      for (const path of ['/once-a', '/once-b']) {
        f.receiver.script(
          path,
          Array.from({ length: expected }, () => ({ status: 200, afterMs: 100 })),
        );
      }
      await inCompany(async (tx) => {
        await fanOutEvents(f.app.deps, tx, f.co.company.id, events);
        // A second job for every delivery, as a runner that lost track of one might send.
        for (const d of await tx.select().from(tenantTables.webhookDeliveries)) {
          await f.app.deps.jobs.send('webhooks.deliver', { companyId: f.co.company.id, deliveryId: d.id }, { tx });
        }
      });
      for (const r of runners) r.wake('webhooks.deliver');
      const all = async () => [...(await deliveriesOf(one.id)), ...(await deliveriesOf(two.id))];
      await waitFor(async () => {
        const rows = await all();
        return rows.length === expected && rows.every((d) => d.status === 'delivered');
      }, 'every delivery');
      await waitFor(async () => ran[0]! + ran[1]! === 2 * expected, 'every job to have run');
      expect(ran.every((n) => n > 0)).toBe(true);

      const requests = [...f.receiver.receivedAt('/once-a'), ...f.receiver.receivedAt('/once-b')];
      expect(requests).toHaveLength(expected);
      const sent = requests.map((r) => `${r.path} ${String(r.headers['x-webhook-id'])}`);
      expect(new Set(sent).size).toBe(expected);
      for (const d of await all()) expect(d.attempts).toBe(1);
    } finally {
      for (const r of runners) await r.stop();
      f.runner = await startWebhookRunner(f.app);
    }
  });
});

describe('private addresses', () => {
  it('are refused after resolving the host while WEBHOOK_ALLOW_PRIVATE_URLS is off, for addresses and names alike', async () => {
    const literal = await addWebhook('/private-literal');
    const named = await addWebhook('/private-named', ['lead.created'], 'localhost');
    f.app.deps.config.allowPrivateWebhookUrls = false;
    await emit(event());
    const refused = async (id: string, host: string) => {
      const d = await deliveryWhen(id, `the refusal of ${host}`, (row) => row.attempts === 1 && row.lastError !== null);
      expect(d).toMatchObject({ status: 'pending', lastStatusCode: null, lastError: m.privateAddress(host) });
      expect((await webhookRow(id)).failingSince).toEqual(expect.any(Date));
    };
    await refused(literal.id, '127.0.0.1');
    await refused(named.id, 'localhost');
    expect(f.receiver.receivedAt('/private-literal')).toEqual([]);
    expect(f.receiver.receivedAt('/private-named')).toEqual([]);
  });
});

describe('an endpoint that keeps failing', () => {
  it('is turned off after a day, its waiting deliveries given up, and its creator mailed', async () => {
    f.receiver.script('/dead', [500, 500, 500]);
    const hook = await addWebhook('/dead');
    await emit(event());
    // The product's schedule: the retry is a minute away, so the delivery waits meanwhile.
    const waiting = await deliveryWhen(hook.id, 'the first failure', (d) => d.attempts === 1 && d.lastError !== null);
    expect(waiting.status).toBe('pending');
    expect(waiting.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(50_000);
    const failingSince = (await webhookRow(hook.id)).failingSince!;
    expect(failingSince).toEqual(expect.any(Date));

    // Still failing just under a day later: failing, not yet off.
    f.app.clock.now = new Date(failingSince.getTime() + 23 * 3_600_000);
    await emit(event());
    await waitFor(
      async () => (await deliveriesOf(hook.id)).some((d) => d.id !== waiting.id && d.lastError !== null),
      'the second failure',
    );
    expect(await webhookRow(hook.id)).toMatchObject({ isActive: true, failingSince });

    f.app.clock.now = new Date(failingSince.getTime() + 25 * 3_600_000);
    await emit(event());
    const off = await waitFor(async () => {
      const row = await webhookRow(hook.id);
      return row.isActive ? null : row;
    }, 'the endpoint to be turned off');
    expect(off).toMatchObject({
      disabledAt: f.app.clock.now,
      disabledReason: MESSAGES.webhooks.disabledReason(WEBHOOKS.disableAfterHours),
    });
    const rows = await deliveriesOf(hook.id);
    expect(rows).toHaveLength(3);
    expect(rows.map((d) => d.status)).toEqual(['failed', 'failed', 'failed']);
    expect(rows.every((d) => d.nextAttemptAt === null)).toBe(true);

    const { mailOutbox } = platformTables;
    const [mail] = await f.app.deps.db
      .select()
      .from(mailOutbox)
      .where(ilike(mailOutbox.onceKey, `webhook-disabled:${f.co.company.id}:${hook.id}:%`));
    expect(mail).toMatchObject({
      toAddress: f.co.owner.email,
      subject: `A webhook of ${f.co.company.name} was turned off`,
    });
    expect(mail!.textBody).toContain(f.receiver.url('/dead'));
    expect(f.app.printedMail.some((line) => line.startsWith(`mail to ${f.co.owner.email} (`))).toBe(true);

    // Turned back on, it starts afresh.
    f.app.clock.now = undefined;
    const on = await f.co.as('owner').company.webhooks.update({ id: hook.id, isActive: true });
    expect(on.webhook).toMatchObject({ isActive: true, failingSince: null, disabledAt: null, disabledReason: null });
  });
});
