/**
 * A webhook receiver on this machine, as a fixture: the server delivers to it over loopback (the
 * browser tests' server allows private URLs, see global-setup.ts) and the test reads what arrived.
 *
 *   import { expect, test } from '../support/webhook-receiver';
 *   test('...', async ({ page, receiver }) => {
 *     // ... an endpoint pointing at receiver.url('/hooks')
 *     await expect.poll(() => receiver.received.length).toBe(1);
 *     receiver.answerWith(500);   // later deliveries fail
 *   });
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import { expect, test as base } from './session';

export interface ReceivedDelivery {
  path: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as it arrived, as a signature covers it. */
  body: string;
}

export interface WebhookReceiver {
  url: (path: string) => string;
  received: ReceivedDelivery[];
  /** The status the next deliveries get (200 until told otherwise). */
  answerWith: (status: number) => void;
}

export const test = base.extend<{ receiver: WebhookReceiver }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  receiver: async ({}, use) => {
    const received: ReceivedDelivery[] = [];
    let status = 200;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await use({
      url: (path) => `http://127.0.0.1:${port}${path}`,
      received,
      answerWith: (next) => {
        status = next;
      },
    });
    // A sender may keep its connection open for the next delivery: it is not waited for.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  },
});

/** Whether a delivery's X-Webhook-Signature is the HMAC of its timestamp and body under `secret`. */
export function signedWith(delivery: ReceivedDelivery, secret: string): boolean {
  const header = delivery.headers['x-webhook-signature'];
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(typeof header === 'string' ? header : '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${delivery.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}

export { expect };
