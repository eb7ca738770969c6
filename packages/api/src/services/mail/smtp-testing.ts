/** A real SMTP server for mail tests, on a random local port; it can refuse mail on demand. */
import { createServer, type AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

import type { Logger } from '../../core/deps';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Keeps every message it accepts; while `refusing` is set it answers every mail with a 451. */
export async function startSmtp() {
  const received: Received[] = [];
  const state = { refusing: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refusing) {
          state.refused++;
          return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    const listening = server.listen(0, '127.0.0.1', () => resolve((listening.address() as AddressInfo).port));
  });
  return { received, state, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: bind one, note it, let it go. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export function recordingLog() {
  const lines: { level: string; message: unknown; detail?: string }[] = [];
  const log: Logger = {
    info: (message) => lines.push({ level: 'info', message }),
    warn: (message) => lines.push({ level: 'warn', message }),
    error: (message, detail) => lines.push({ level: 'error', message, detail }),
  };
  return { log, lines };
}
