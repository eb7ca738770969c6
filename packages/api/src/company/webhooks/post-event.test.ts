/**
 * One attempt against a real receiver on 127.0.0.1, with names answered by a resolver of the
 * test's own (a name under `.example` resolves nowhere else): the connection goes to the address
 * the check saw, never to a second lookup, and a name is refused when any of its addresses is not
 * public.
 */
import { describe, expect, test } from 'vitest';

import { MESSAGES } from '@app/contracts';

import { startWebhookReceiver } from '../../testing/webhook-receiver';
import { postEvent, type PostOptions } from './post-event';

const m = MESSAGES.webhooks.delivery;

/** `receiver`: the file's receiver on 127.0.0.1, closed when the file ends. */
// Vitest reads the fixtures a fixture needs from this pattern; this one needs none.
// eslint-disable-next-line no-empty-pattern
const it = test.extend('receiver', { scope: 'file' }, async ({}, { onCleanup }) => {
  const receiver = await startWebhookReceiver();
  onCleanup(() => receiver.close());
  return receiver;
});

const headers = { 'Content-Type': 'application/json' };
const answers =
  (addresses: string[]): PostOptions['resolve'] =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
const attempt = (url: string, options: Partial<PostOptions>) =>
  postEvent(new URL(url), '{"ok":true}', headers, { timeoutMs: 2_000, allowPrivate: false, ...options });

describe('postEvent', () => {
  it('connects to the address it checked, without resolving the name again, and keeps the Host header', async ({
    receiver,
  }) => {
    const url = receiver.url('/pinned', 'rebind.example');
    const outcome = await attempt(url, { allowPrivate: true, resolve: answers(['127.0.0.1']) });
    expect(outcome).toMatchObject({ statusCode: 200, error: null });
    const [request] = receiver.receivedAt('/pinned');
    expect(request!.headers.host).toBe(new URL(url).host);
    expect(request!.body).toBe('{"ok":true}');
  });

  it('refuses a name when any of its addresses is not public, before connecting', async ({ receiver }) => {
    for (const addresses of [['93.184.216.34', '10.0.0.1'], ['::ffff:127.0.0.1'], ['127.0.0.1'], ['fe80::1']]) {
      const outcome = await attempt(receiver.url('/refused', 'mixed.example'), { resolve: answers(addresses) });
      expect(outcome, addresses.join(' ')).toMatchObject({
        statusCode: null,
        error: m.privateAddress('mixed.example'),
      });
    }
    expect(receiver.receivedAt('/refused')).toEqual([]);
  });

  it('refuses an address written into the URL without resolving anything', async ({ receiver }) => {
    const outcome = await attempt(receiver.url('/literal'), {
      resolve: () => Promise.reject(new Error('an address is not looked up')),
    });
    expect(outcome).toMatchObject({ statusCode: null, error: m.privateAddress('127.0.0.1') });
    expect(receiver.receivedAt('/literal')).toEqual([]);
  });

  it('says so when a name does not resolve, or resolves too slowly for the deadline', async ({ receiver }) => {
    const unresolved = await attempt(receiver.url('/x', 'nowhere.example'), {
      resolve: () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })),
    });
    expect(unresolved).toMatchObject({ statusCode: null, error: m.unresolved('nowhere.example') });
    const slow = await attempt(receiver.url('/x', 'slow.example'), {
      timeoutMs: 300,
      resolve: () => new Promise(() => {}),
    });
    expect(slow).toMatchObject({ statusCode: null, error: m.timedOut(0.3) });
    expect(slow.latencyMs).toBeGreaterThanOrEqual(290);
  });

  it('says the connection was refused when nothing listens', async () => {
    const closed = await startWebhookReceiver();
    const url = closed.url('/gone');
    await closed.close();
    const outcome = await attempt(url, { allowPrivate: true });
    expect(outcome).toMatchObject({ statusCode: null, error: m.connectionRefused });
  });
});
