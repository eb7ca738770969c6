/**
 * Writing the security log: one row per event, inserted through the transaction that makes the
 * change, so an event exists exactly when its change committed. Events are never updated (a
 * trigger refuses it) and only the retention job deletes them.
 */
import { SECURITY_LOG, type SecurityActorKind, type SecurityEventType } from '@app/contracts';
import { platformTables, tenantTables, type Executor, type Tx } from '@app/db';

import { boundedDetail, boundedText } from './bounds';

const { securityEvents } = tenantTables;
const { platformSecurityEvents } = platformTables;

/** Who acted, with their name as it is now: the log keeps it after a rename or removal. */
export interface SecurityActor {
  kind: SecurityActorKind;
  /** The user's, super admin's or key's id; null for someone not signed in. */
  id: string | null;
  /** Their name (for someone not signed in: the address they typed). */
  label: string;
}

/** Whom the event is about, when that is someone other than the actor. */
export interface SecuritySubject {
  id: string | null;
  label: string;
}

export interface SecurityEvent {
  type: SecurityEventType;
  actor: SecurityActor;
  subject?: SecuritySubject | null;
  /** The request's facts (RequestInfo); none for work a job does. */
  ip?: string | null;
  userAgent?: string | null;
  /** A few facts (which list, how many rows); cut to SECURITY_LOG.detailMaxBytes. */
  detail?: Record<string, unknown>;
  /** When it happened; the database's clock when not given. */
  at?: Date;
}

/** The row an event becomes, every free text bounded. */
function rowOf(event: SecurityEvent) {
  const { actor, subject } = event;
  return {
    ...(event.at ? { at: event.at } : {}),
    type: event.type,
    actorKind: actor.kind,
    actorId: actor.id,
    actorLabel: boundedText(actor.label, SECURITY_LOG.labelMax) ?? actor.kind,
    subjectId: subject?.id ?? null,
    subjectLabel: subject ? boundedText(subject.label, SECURITY_LOG.labelMax) : null,
    ip: boundedText(event.ip, SECURITY_LOG.ipMax),
    userAgent: boundedText(event.userAgent, SECURITY_LOG.userAgentMax),
    detail: boundedDetail(event.detail),
  };
}

/**
 * Records an event in the company's log. `tx` must be the change's transaction on the company's
 * schema (a tenant procedure's `ctx.tx`, or `withTenant`): the table is found through its
 * search_path, and a rollback takes the event with it.
 */
export async function recordSecurityEvent(tx: Tx, event: SecurityEvent): Promise<void> {
  await tx.insert(securityEvents).values(rowOf(event));
}

/** Records an event in the platform's own log (super admins' accounts), in `tx` when given one. */
export async function recordPlatformSecurityEvent(tx: Executor, event: SecurityEvent): Promise<void> {
  await tx.insert(platformSecurityEvents).values(rowOf(event));
}
