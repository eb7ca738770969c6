/**
 * A real HTTP endpoint on 127.0.0.1 for webhook tests: it keeps every request it receives and
 * answers each path by a script (a status, hanging without an answer, or closing the connection),
 * then with 200 once the script is spent. Also: checking a signature as an integrator would, and
 * waiting for a condition with a deadline instead of sleeping.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A status; a status sent only after a while (a slow receiver); no answer at all; a closed connection. */
export type ReceiverAnswer = number | { status: number; afterMs: number } | 'hang' | 'close';

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** `http://<host>:<port><path>`; the host is 127.0.0.1 unless given (a name such as localhost). */
  url(path: string, host?: string): string;
  /** How the next requests to `path` are answered, in order. */
  script(path: string, answers: ReceiverAnswer[]): void;
  received: ReceivedRequest[];
  receivedAt(path: string): ReceivedRequest[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const scripts = new Map<string, ReceiverAnswer[]>();
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = scripts.get(path)?.shift() ?? 200;
      if (answer === 'hang') return;
      if (answer === 'close') return void req.socket.destroy();
      const { status, afterMs } = typeof answer === 'number' ? { status: answer, afterMs: 0 } : answer;
      const send = () => res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
      if (afterMs > 0) setTimeout(send, afterMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path, host = '127.0.0.1') => `http://${host}:${port}${path}`,
    script: (path, answers) => void scripts.set(path, [...answers]),
    received,
    receivedAt: (path) => received.filter((request) => request.path === path),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Whether `header` signs `body` with `secret` (`t=<seconds>,v1=<hex>`), as a receiver checks it. */
export function signatureIsValid(secret: string, body: string, header: string | undefined): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}

/** Polls `check` until it answers something truthy, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
