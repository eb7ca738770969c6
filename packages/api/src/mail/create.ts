import { createTransport } from 'nodemailer';

import { eq, platformTables, type Database } from '@app/db';

import type { Logger } from '../deps';
import type { Mailer, MailMessage } from './mailer';

const { mailOutbox } = platformTables;

export interface MailerOptions {
  db: Database;
  /** e.g. `smtp://user:pass@mail.example.com:587`; without it mail is only logged. */
  smtpUrl?: string;
  /** The From header, e.g. `Platform <no-reply@example.com>`. */
  from: string;
  log: Logger;
}

/** One readable console line, so developers can copy a sign-in code without an SMTP server. */
const consoleLine = (message: MailMessage) =>
  `mail to ${message.to} (not sent: no SMTP configured) | ${message.subject} | ${message.text.replace(/\s+/g, ' ').trim()}`;

export function createMailer(options: MailerOptions): Mailer {
  const { db, log, from } = options;
  const transport = options.smtpUrl ? createTransport(options.smtpUrl) : undefined;
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: string, message: MailMessage): Promise<void> {
    if (!transport) return;
    let failure: string | undefined;
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      // The body may hold a sign-in code: log who and why, never what.
      log.error({ outboxId: id, to: message.to, reason: failure }, 'mail delivery failed');
    }
    const outcome = failure === undefined ? { sentAt: new Date() } : { error: failure.slice(0, 2000) };
    try {
      await db.update(mailOutbox).set(outcome).where(eq(mailOutbox.id, id));
    } catch (error) {
      log.error({ outboxId: id, reason: String(error) }, 'could not record the mail delivery outcome');
    }
  }

  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        log.info(consoleLine(message));
        return;
      }
      const delivery = deliver(row!.id, message);
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
    },
    async drain() {
      await Promise.all([...inFlight]);
    },
  };
}
