import type { SecurityActorKind, SecurityEventType } from '@app/contracts';
import type { tenantTables } from '@app/db';

export type SecurityEventRow = typeof tenantTables.securityEvents.$inferSelect;

/** An event as the API answers it: who (by the name they had then), about whom, when, from where. */
export function serializeSecurityEvent(row: SecurityEventRow) {
  return {
    id: row.id,
    type: row.type as SecurityEventType,
    actor: { id: row.actorId, kind: row.actorKind as SecurityActorKind, name: row.actorLabel },
    subject: row.subjectLabel === null ? null : { id: row.subjectId, name: row.subjectLabel },
    at: row.at.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    detail: row.detail,
  };
}

export type SerializedSecurityEvent = ReturnType<typeof serializeSecurityEvent>;
