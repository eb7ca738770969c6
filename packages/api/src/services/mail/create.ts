import { createTransport } from 'nodemailer';

import { JOB_QUEUES, type Database, type Executor } from '@app/db';

import type { Logger } from '../../core/deps';
import type { JobQueue } from '../jobs/queue';
import type { Mailer, MailMessage } from './mailer';
import {
  claimMail,
  DEFAULT_RETRY,
  LEASE_MS,
  recordMail,
  recordOutcome,
  type OutboxMail,
  type RetryPolicy,
} from './outbox';

export interface MailerOptions {
  db: Database;
  /** e.g. `smtp://user:pass@mail.example.com:587`; without it mail is only logged. */
  smtpUrl?: string;
  /** The From header, e.g. `Platform <no-reply@example.com>`. */
  from: string;
  log: Logger;
  /** Where later attempts are scheduled (mail.deliver jobs); without it a failed mail waits. */
  jobs?: JobQueue;
  /** When failed mail is tried again (default DEFAULT_RETRY). */
  retry?: Partial<RetryPolicy>;
}

/** One readable console line, so developers can copy a sign-in code without an SMTP server. */
const consoleLine = (message: MailMessage) =>
  `mail to ${message.to} (not sent: no SMTP configured) | ${message.subject} | ${message.text.replace(/\s+/g, ' ').trim()}`;

const deliveryJob = JOB_QUEUES.mailDeliver.name;

/** `host:port` of an SMTP URL, for operators: never its user or password. */
function smtpHostOf(smtpUrl: string): string {
  try {
    return new URL(smtpUrl).host || 'SMTP';
  } catch {
    return 'SMTP';
  }
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, log, from, jobs } = options;
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const transport = options.smtpUrl ? createTransport(options.smtpUrl) : undefined;
  const inFlight = new Set<Promise<void>>();
  let lastDeliveryFailed = false;

  /** Records the mail and, when it will be sent, the job that makes sure it is (same transaction). */
  async function record(tx: Executor, message: MailMessage, due: 'now' | 'after-lease', onceKey?: string) {
    const id = await recordMail(tx, message, transport ? due : 'never', onceKey);
    if (id && transport && jobs) {
      const startAfter = due === 'now' ? undefined : new Date(Date.now() + LEASE_MS);
      await jobs.send(deliveryJob, { mailId: id }, { tx, startAfter });
    }
    return id;
  }

  async function attempt(mail: OutboxMail): Promise<void> {
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
    await db.transaction(async (tx) => {
      const next = await recordOutcome(tx, mail, failure, policy);
      if (next && jobs) await jobs.send(deliveryJob, { mailId: mail.id }, { tx, startAfter: next });
    });
  }

  /** The first attempt runs at once, in this process; a lost database only leaves it to its job. */
  function attemptNow(mail: OutboxMail): void {
    const delivery = attempt(mail).catch((error: unknown) =>
      log.error({ outboxId: mail.id, reason: String(error) }, 'could not record the mail delivery outcome'),
    );
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  }

  return {
    mode: transport ? 'smtp' : 'console',
    smtpHost: options.smtpUrl ? smtpHostOf(options.smtpUrl) : null,
    healthy: () => !lastDeliveryFailed,
    async send(message) {
      // The job waits out the lease: it only acts if this attempt never finishes (process gone).
      const id = await db.transaction((tx) => record(tx, message, 'after-lease'));
      if (!transport) {
        log.info(consoleLine(message));
        return;
      }
      attemptNow({ ...message, id: id!, attempts: 0 });
    },
    async sendOnce(tx, message, onceKey) {
      const id = await record(tx, message, 'now', onceKey);
      if (id && !transport) log.info(consoleLine(message));
      return id !== null;
    },
    async deliver(mailId) {
      const mail = await claimMail(db, mailId);
      if (mail) await attempt(mail);
    },
    async drain() {
      await Promise.all([...inFlight]);
    },
    async close() {
      await Promise.all([...inFlight]);
    },
  };
}
