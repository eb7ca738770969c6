/**
 * Company webhooks over REST: creating one (the signing secret shown once, stored sealed), the URL
 * and event rules with 400s naming the field, private addresses refused in the URL, the limit,
 * changing, turning back on and deleting, each change in the security log.
 */
import { describe, expect } from 'vitest';

import { MESSAGES, RECORD_EVENT_TYPES, WEBHOOKS } from '@app/contracts';
import { eq, tenantTables, withTenant } from '@app/db';

import { expectFailure, expectSuccess } from '../testing/rest';
import { HOOKS, publicHook, webhookTest, type WebhookAnswer } from '../testing/rest-webhooks';

const m = MESSAGES.webhooks;
/** Companies rest-hooks-a and rest-hooks-b, signed in as every role, with a webhook receiver and the job runner. */
const it = webhookTest('rest-hooks-a', 'rest-hooks-b');

describe('POST /api/company/webhooks', () => {
  it('creates a webhook for the owner: the secret once, never in lists, the change in the security log', async ({
    server,
    send,
    newWebhook,
    securityEvents,
    signedIn: [a],
  }) => {
    const { webhook, secret, res } = await newWebhook(a.request.owner, publicHook);
    expect(res.body.message).toBe(m.created);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(res.body.data!.webhook).toEqual({
      id: webhook.id,
      url: publicHook.url,
      events: publicHook.events,
      isActive: true,
      createdAt: expect.any(String),
      failingSince: null,
      disabledAt: null,
      disabledReason: null,
      createdBy: { id: a.owner.id, name: a.owner.name },
    });
    const list = expectSuccess(await send('GET', HOOKS, a.request.owner), 'GET', HOOKS);
    expect(list.webhooks).toContainEqual(res.body.data!.webhook);
    expect(JSON.stringify(list)).not.toContain(secret);
    const [row] = await withTenant(server.harness.deps.db, a.company.id, (tx) =>
      tx.select().from(tenantTables.webhooks).where(eq(tenantTables.webhooks.id, webhook.id)),
    );
    expect(row!.secretSealed).not.toContain(secret.slice(WEBHOOKS.secretPrefix.length));

    expect(await securityEvents('webhook_created')).toContainEqual(
      expect.objectContaining({
        actor: expect.objectContaining({ id: a.owner.id }),
        // The query may hold the receiver's own token: the log keeps the address without it.
        detail: { webhookId: webhook.id, url: 'https://hooks.example.com/crm', events: publicHook.events },
      }),
    );
  });

  it('answers 400 naming the field, and creates nothing', async ({ send, signedIn: [a] }) => {
    const before = (expectSuccess(await send('GET', HOOKS, a.request.owner), 'GET', HOOKS).webhooks as unknown[])
      .length;
    const events = ['lead.created'];
    const cases: [object, string, string?][] = [
      [{ events }, 'url'],
      [{ url: ' ', events }, 'url', m.urlRequired],
      [{ url: 'not a url', events }, 'url', m.urlInvalid],
      [{ url: 'ftp://files.example.com/x', events }, 'url', m.urlInvalid],
      [{ url: 'javascript:alert(1)', events }, 'url', m.urlInvalid],
      [{ url: `https://example.com/${'x'.repeat(WEBHOOKS.urlMax)}`, events }, 'url', m.urlTooLong(WEBHOOKS.urlMax)],
      [{ url: 'https://user:secret@example.com/hook', events }, 'url', m.urlCredentials],
      [{ url: 'http://example.com/hook', events }, 'url', m.urlHttpsOnly],
      [{ url: 'https://example.com/hook' }, 'events'],
      [{ url: 'https://example.com/hook', events: [] }, 'events', m.eventsRequired],
      [{ url: 'https://example.com/hook', events: ['lead.exploded'] }, 'events.0', m.eventInvalid],
      [{ url: 'https://example.com/hook', events: [...RECORD_EVENT_TYPES, 'lead.created'] }, 'events'],
      [{ url: 'https://example.com/hook', events: 'lead.created' }, 'events'],
    ];
    for (const [body, path, msg] of cases) {
      expectFailure(await send('POST', HOOKS, a.request.owner, body), 400, 'VALIDATION_ERROR', { path, msg });
    }
    const after = (expectSuccess(await send('GET', HOOKS, a.request.owner), 'GET', HOOKS).webhooks as unknown[]).length;
    expect(after).toBe(before);
  });

  it('refuses private, loopback and link-local addresses written into the URL, unless private URLs are allowed', async ({
    send,
    newWebhook,
    withPrivateUrls,
    signedIn: [a],
  }) => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://127.1/hook',
      'https://2130706433/hook',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://10.0.0.5/hook',
      'https://192.168.1.20:8443/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/hook',
      'https://[fd00::1]/hook',
      'https://0.0.0.0/hook',
    ]) {
      const res = await send('POST', HOOKS, a.request.owner, { url, events: ['lead.created'] });
      expectFailure(res, 400, 'VALIDATION_ERROR', { path: 'url', msg: m.urlPrivateAddress });
    }
    await withPrivateUrls(async () => {
      const { webhook } = await newWebhook(a.request.owner, {
        url: 'http://127.0.0.1:9/hook',
        events: ['lead.created'],
      });
      expectSuccess(await send('DELETE', `${HOOKS}/${webhook.id}`, a.request.owner), 'DELETE', `${HOOKS}/:id`);
    });
  });

  it(`allows at most ${WEBHOOKS.maxPerCompany} webhooks a company (409)`, async ({
    send,
    newWebhook,
    signedIn: [, b],
  }) => {
    const { webhooks } = expectSuccess(await send('GET', HOOKS, b.request.owner), 'GET', HOOKS) as {
      webhooks: unknown[];
    };
    for (let i = webhooks.length; i < WEBHOOKS.maxPerCompany; i += 1) {
      await newWebhook(b.request.owner, { url: `https://hooks.example.com/${i}`, events: ['lead.created'] });
    }
    const refused = await send('POST', HOOKS, b.request.owner, {
      url: 'https://one.more.example.com',
      events: ['lead.created'],
    });
    expectFailure(refused, 409, 'CONFLICT');
    expect(refused.body.message).toBe(m.tooMany(WEBHOOKS.maxPerCompany));
    for (const hook of expectSuccess(await send('GET', HOOKS, b.request.owner), 'GET', HOOKS)
      .webhooks as WebhookAnswer[]) {
      await send('DELETE', `${HOOKS}/${hook.id}`, b.request.owner);
    }
  });
});

describe('PUT and DELETE /api/company/webhooks/:id', () => {
  it('changes url, events and isActive; what a GET answered can be sent back; turning it on forgets its failures', async ({
    server,
    send,
    newWebhook,
    securityEvents,
    signedIn: [a],
  }) => {
    const { webhook } = await newWebhook(a.request.owner, publicHook);
    const path = `${HOOKS}/${webhook.id}`;
    const changed = await send('PUT', path, a.request.owner, {
      url: 'https://other.example.com/in',
      events: ['brand.deleted'],
    });
    expect(expectSuccess(changed, 'PUT', `${HOOKS}/:id`).webhook).toMatchObject({
      url: 'https://other.example.com/in',
      events: ['brand.deleted'],
      isActive: true,
    });
    expectFailure(await send('PUT', path, a.request.owner, { url: 'https://10.1.2.3/' }), 400, 'VALIDATION_ERROR', {
      path: 'url',
      msg: m.urlPrivateAddress,
    });
    expectFailure(await send('PUT', path, a.request.owner, { events: [] }), 400, 'VALIDATION_ERROR', {
      path: 'events',
    });
    expectFailure(await send('PUT', path, a.request.owner, { isActive: 'sometimes' }), 400, 'VALIDATION_ERROR', {
      path: 'isActive',
    });

    // Turned off by the server after a day of failures, then back on by a person.
    const at = new Date('2026-01-01T00:00:00Z');
    await withTenant(server.harness.deps.db, a.company.id, (tx) =>
      tx
        .update(tenantTables.webhooks)
        .set({ isActive: false, failingSince: at, disabledAt: at, disabledReason: m.disabledReason(24) })
        .where(eq(tenantTables.webhooks.id, webhook.id)),
    );
    const read = (
      expectSuccess(await send('GET', HOOKS, a.request.owner), 'GET', HOOKS).webhooks as WebhookAnswer[]
    ).find((w) => w.id === webhook.id)!;
    expect(read).toMatchObject({ isActive: false, disabledReason: m.disabledReason(24) });
    const on = await send('PUT', path, a.request.owner, { ...read, isActive: true });
    expect(expectSuccess(on, 'PUT', `${HOOKS}/:id`).webhook).toMatchObject({
      isActive: true,
      failingSince: null,
      disabledAt: null,
      disabledReason: null,
    });
    expect(await securityEvents('webhook_updated')).toContainEqual(
      expect.objectContaining({
        detail: { webhookId: webhook.id, url: 'https://other.example.com/in', events: ['brand.deleted'] },
      }),
    );

    const deleted = await send('DELETE', path, a.request.owner);
    expect(expectSuccess(deleted, 'DELETE', `${HOOKS}/:id`).webhook).toMatchObject({ id: webhook.id });
    expectFailure(await send('DELETE', path, a.request.owner), 404, 'NOT_FOUND');
    expect(await securityEvents('webhook_deleted')).toContainEqual(
      expect.objectContaining({ detail: expect.objectContaining({ webhookId: webhook.id }) }),
    );
  });
});
