import { MESSAGES } from '@app/contracts';
import { and, eq, isNull, lte, platformTables, sql, type Executor } from '@app/db';

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
 * How long an attempt may take before its delivery job may try again: a process that died
 * mid-send leaves its mail to that job, not lost; one still sending is not duplicated.
 */
export const LEASE_MS = 2 * 60_000;

export interface OutboxMail extends MailMessage {
  id: string;
  attempts: number;
}

const inMs = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`;

/**
 * When a recorded mail's delivery job may act: `now` (the job delivers it), `after-lease` (an
 * attempt is starting in this process; the job only steps in if it never finishes) or `never`
 * (no SMTP: the mail is only printed).
 */
export type MailDue = 'now' | 'after-lease' | 'never';

/**
 * Records a mail; null when `onceKey` was recorded before. A secret mail that is only printed (no
 * SMTP) keeps no body at all: the console line is its one copy.
 */
export async function recordMail(
  db: Executor,
  message: MailMessage,
  due: MailDue,
  onceKey?: string,
): Promise<string | null> {
  const secret = message.secret === true;
  const bodyless = secret && due === 'never';
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: bodyless ? MESSAGES.mail.bodyRemoved : message.text,
      htmlBody: bodyless ? null : (message.html ?? null),
      redactAfterDelivery: secret,
      nextAttemptAt: due === 'never' ? null : due === 'now' ? sql`now()` : inMs(LEASE_MS),
      onceKey: onceKey ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.onceKey })
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
}

/** The next attempt's time after this failure, or null once the tries are spent. */
export function nextAttemptDelayMs(attempts: number, policy: RetryPolicy): number | null {
  return attempts >= policy.maxAttempts ? null : policy.baseDelayMs * 2 ** (attempts - 1);
}

/**
 * A secret body (a one-time code) is replaced by a fixed text in the very update that ends the
 * mail's delivery, sent or given up: it is never at rest after it has gone out, and one that could
 * not go out has expired long before its tries are spent. To, subject and times stay for support.
 */
const removeSecretBody = {
  textBody: sql`case when ${mailOutbox.redactAfterDelivery} then ${MESSAGES.mail.bodyRemoved} else ${mailOutbox.textBody} end`,
  htmlBody: sql`case when ${mailOutbox.redactAfterDelivery} then null else ${mailOutbox.htmlBody} end`,
};

/**
 * Records one attempt; resolves to when the next is due (null: sent, or failed for good). A failure
 * that will be retried keeps the body: the retry sends it.
 */
export async function recordOutcome(
  db: Executor,
  mail: Pick<OutboxMail, 'id' | 'attempts'>,
  failure: string | undefined,
  policy: RetryPolicy,
): Promise<Date | null> {
  const attempts = mail.attempts + 1;
  if (failure === undefined) {
    await db
      .update(mailOutbox)
      .set({ sentAt: new Date(), nextAttemptAt: null, error: null, attempts, ...removeSecretBody })
      .where(eq(mailOutbox.id, mail.id));
    return null;
  }
  const delay = nextAttemptDelayMs(attempts, policy);
  const [row] = await db
    .update(mailOutbox)
    .set({
      error: failure.slice(0, 2000),
      attempts,
      ...(delay === null ? { nextAttemptAt: null, ...removeSecretBody } : { nextAttemptAt: inMs(delay) }),
    })
    .where(eq(mailOutbox.id, mail.id))
    .returning({ nextAttemptAt: mailOutbox.nextAttemptAt });
  return row?.nextAttemptAt ?? null;
}

/**
 * Takes one mail for an attempt if it is unsent and due, and leases it, so two jobs (or a job and
 * the first in-process attempt) never send it twice: a row another attempt holds is skipped.
 */
export async function claimMail(db: Executor, id: string): Promise<OutboxMail | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: inMs(LEASE_MS) })
    .where(
      and(
        eq(mailOutbox.id, id),
        isNull(mailOutbox.sentAt),
        // A job may wake a moment before the time it was set for.
        lte(mailOutbox.nextAttemptAt, inMs(5_000)),
        sql`${mailOutbox.id} in (select id from mail_outbox where id = ${id} for update skip locked)`,
      ),
    )
    .returning();
  if (!row) return null;
  return {
    id: row.id,
    attempts: row.attempts,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody ?? undefined,
  };
}
