import { and, eq, isNull, ne, platformTables, type Executor } from '@app/db';

const { sessions } = platformTables;

/**
 * Ends sessions at once: the refresh family can no longer be used, and access tokens carrying its
 * sid are refused on their next call. Run inside the transaction of the change that causes it.
 */
export async function revokeCompanySessions(db: Executor, companyId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.companyId, companyId), isNull(sessions.revokedAt)));
}

export async function revokeSubjectSessions(db: Executor, subjectId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.subjectId, subjectId), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Every session of the subject except the one making the call (after a password change). */
export async function revokeOtherSessions(db: Executor, subjectId: string, keepSessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.subjectId, subjectId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}
