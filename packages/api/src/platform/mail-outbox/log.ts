import {
  MESSAGES,
  type MailBodyState,
  type MailLogInput,
  type MailStatus,
  type MailStatusFilter,
} from '@app/contracts';
import { and, count, desc, eq, gte, isNotNull, isNull, or, platformTables, sql, type SQL } from '@app/db';

import type { AppDeps } from '../../core/deps';

const { mailOutbox } = platformTables;

// A mail's status is read off its row: sent_at once delivered; next_attempt_at while a try is due;
// neither after a failed try means its tries are spent; neither without any try, printed only.
const unsentSettled = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.nextAttemptAt));
const WHERE: Record<MailStatusFilter, SQL | undefined> = {
  all: undefined,
  unsent: and(isNull(mailOutbox.sentAt), or(isNotNull(mailOutbox.nextAttemptAt), gte(mailOutbox.attempts, 1))),
  sent: isNotNull(mailOutbox.sentAt),
  pending: and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.nextAttemptAt)),
  failed: and(unsentSettled, gte(mailOutbox.attempts, 1)),
  console: and(unsentSettled, eq(mailOutbox.attempts, 0)),
};

interface StatusFacts {
  sentAt: Date | null;
  nextAttemptAt: Date | null;
  attempts: number;
}

export function mailStatus(row: StatusFacts): MailStatus {
  if (row.sentAt) return 'sent';
  if (row.nextAttemptAt) return 'pending';
  return row.attempts > 0 ? 'failed' : 'console';
}

const bodyState = (secret: boolean, removed: boolean): MailBodyState =>
  !secret ? 'kept' : removed ? 'removed' : 'held';

/**
 * The sent-mail log for super admins (appRouter.platform.mailOutbox.list), newest first, one page:
 * where mail goes (the SMTP server, or the console when none is set) and each mail's status, who,
 * subject and times. Bodies never leave the server: one still held may be a live sign-in code.
 */
export async function mailLog(deps: AppDeps, input: MailLogInput) {
  const where = WHERE[input.status];
  const [rows, [matching]] = await Promise.all([
    deps.db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        attempts: mailOutbox.attempts,
        nextAttemptAt: mailOutbox.nextAttemptAt,
        error: mailOutbox.error,
        sentAt: mailOutbox.sentAt,
        createdAt: mailOutbox.createdAt,
        secret: mailOutbox.redactAfterDelivery,
        removed: sql<boolean>`${mailOutbox.textBody} = ${MESSAGES.mail.bodyRemoved}`,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    deps.db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  const total = matching?.total ?? 0;
  return {
    delivery: { mode: deps.mailer.mode, smtpHost: deps.mailer.smtpHost },
    mails: rows.map(({ secret, removed, ...row }) => ({
      ...row,
      status: mailStatus(row),
      body: bodyState(secret, removed),
    })),
    pagination: { page: input.page, limit: input.limit, total, pages: Math.ceil(total / input.limit) },
  };
}
