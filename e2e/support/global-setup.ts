/**
 * Starts a capturing SMTP server and the real product (`scripts/start.mjs`) on a fresh data
 * folder, so the browser tests sign in with codes that really went out by email.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { SMTPServer } from 'smtp-server';

import { E2E_PORT, MAIL_DIR } from './env';

async function waitForReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready at ${url}`);
}

export default async function globalSetup() {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let counter = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Mail to refused-…@ is turned away for now (451), so the outbox keeps it pending (mail-outbox test).
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().startsWith('refused-')) {
        return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        counter += 1;
        writeFileSync(
          join(MAIL_DIR, `${Date.now()}-${counter}.json`),
          JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  const dataDir = mkdtempSync(join(tmpdir(), 'platform-e2e-'));
  chmodSync(dataDir, 0o755);
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: new URL('../../', import.meta.url).pathname,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Webhook tests deliver to a receiver on this machine (http://127.0.0.1:<port>).
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForReady(`http://127.0.0.1:${E2E_PORT}/api/ready`, 120_000);

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
