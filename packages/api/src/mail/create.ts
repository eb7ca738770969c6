import { createTransport } from 'nodemailer';

import type { Database } from '@app/db';

import type { Logger } from '../deps';
import type { Mailer, MailMessage } from './mailer';
import { claimDueMail, DEFAULT_RETRY, recordMail, recordOutcome, type OutboxMail, type RetryPolicy } from './outbox';

export interface MailerOptions {
  db: Database;
  /** e.g. `smtp://user:pass@mail.example.com:587`; without it mail is only logged. */
  smtpUrl?: string;
  /** The From header, e.g. `Platform <no-reply@example.com>`. */
  from: string;
  log: Logger;
  /** When failed mail is tried again (default DEFAULT_RETRY). */
  retry?: Partial<RetryPolicy>;
  /** How often the outbox is checked for mail due again; 0 turns retries off. Default 15 s. */
  retryEveryMs?: number;
}

/** One readable console line, so developers can copy a sign-in code without an SMTP server. */
const consoleLine = (message: MailMessage) =>
  `mail to ${message.to} (not sent: no SMTP configured) | ${message.subject} | ${message.text.replace(/\s+/g, ' ').trim()}`;

export function createMailer(options: MailerOptions): Mailer {
  const { db, log, from } = options;
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const transport = options.smtpUrl ? createTransport(options.smtpUrl) : undefined;
  const inFlight = new Set<Promise<void>>();
  let lastDeliveryFailed = false;

  async function deliver(mail: OutboxMail): Promise<void> {
    if (!transport) return;
    let failure: string | undefined;
    try {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      // The body may hold a sign-in code: log who and why, never what.
      log.error(
        { outboxId: mail.id, to: mail.to, attempt: mail.attempts + 1, reason: failure },
        'mail delivery failed',
      );
    }
    lastDeliveryFailed = failure !== undefined;
    try {
      await recordOutcome(db, mail, failure, policy);
    } catch (error) {
      log.error({ outboxId: mail.id, reason: String(error) }, 'could not record the mail delivery outcome');
    }
  }

  function track(delivery: Promise<void>): void {
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  }

  /** Sends the mail that is due again; a lost database only postpones it to the next round. */
  async function retryDue(): Promise<void> {
    try {
      for (const mail of await claimDueMail(db)) track(deliver(mail));
    } catch (error) {
      log.warn(`mail retries postponed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const every = options.retryEveryMs ?? 15_000;
  const timer = transport && every > 0 ? setInterval(() => track(retryDue()), every) : undefined;
  timer?.unref();

  return {
    mode: transport ? 'smtp' : 'console',
    healthy: () => !lastDeliveryFailed,
    async send(message) {
      const id = await recordMail(db, message, transport !== undefined);
      if (!transport) {
        log.info(consoleLine(message));
        return;
      }
      track(deliver({ ...message, id, attempts: 0 }));
    },
    async drain() {
      await Promise.all([...inFlight]);
    },
    async close() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
    },
  };
}
