import { and, eq, isNotNull, isNull, lte, platformTables, sql, type Database } from '@app/db';

import type { MailMessage } from './mailer';

const { mailOutbox } = platformTables;

export interface RetryPolicy {
  /** Wait after the first failure; each later one doubles it. */
  baseDelayMs: number;
  /** Attempts before a mail counts as failed and is no longer retried. */
  maxAttempts: number;
}

/** About 2 minutes, then doubling: the last of 8 attempts comes some 4 hours after the first. */
export const DEFAULT_RETRY: RetryPolicy = { baseDelayMs: 2 * 60_000, maxAttempts: 8 };

/**
 * How long an attempt may take before another server (or the next round) may pick the mail up
 * again: a process that died mid-send leaves its mail due, not stuck.
 */
const LEASE_MS = 2 * 60_000;

export interface OutboxMail extends MailMessage {
  id: string;
  attempts: number;
}

const inMs = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`;

/**
 * Records a mail. One about to be sent is due only after the lease, so the send under way is not
 * duplicated meanwhile; one that is only printed (no SMTP) is never due.
 */
export async function recordMail(db: Database, message: MailMessage, sending: boolean): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      nextAttemptAt: sending ? inMs(LEASE_MS) : null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

export async function recordOutcome(
  db: Database,
  mail: Pick<OutboxMail, 'id' | 'attempts'>,
  failure: string | undefined,
  policy: RetryPolicy,
): Promise<void> {
  const attempts = mail.attempts + 1;
  const outcome =
    failure === undefined
      ? { sentAt: new Date(), nextAttemptAt: null, error: null, attempts }
      : {
          error: failure.slice(0, 2000),
          attempts,
          nextAttemptAt: attempts >= policy.maxAttempts ? null : inMs(policy.baseDelayMs * 2 ** (attempts - 1)),
        };
  await db.update(mailOutbox).set(outcome).where(eq(mailOutbox.id, mail.id));
}

/**
 * Takes up to `limit` due mails and leases them, so several servers never send the same mail
 * twice: rows another server holds are skipped rather than waited for.
 */
export async function claimDueMail(db: Database, limit = 20): Promise<OutboxMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(
        and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, sql`now()`)),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await tx
        .update(mailOutbox)
        .set({ nextAttemptAt: inMs(LEASE_MS) })
        .where(eq(mailOutbox.id, row.id));
    }
    return due.map((row) => ({
      id: row.id,
      attempts: row.attempts,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody ?? undefined,
    }));
  });
}
