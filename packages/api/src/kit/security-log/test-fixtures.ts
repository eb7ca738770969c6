/** Set-up for the security log's tests (not a test file itself). */
import { asc, platformTables, tenantTables, withTenant } from '@app/db';

import type { TestApp } from '../../testing/harness';
import { recordPlatformSecurityEvent, recordSecurityEvent, type SecurityEvent } from './record';

const { securityEvents } = tenantTables;
const { platformSecurityEvents } = platformTables;

/** A company's events as stored, oldest first. */
export const companyEvents = (app: TestApp, companyId: number) =>
  withTenant(app.deps.db, companyId, (tx) =>
    tx.select().from(securityEvents).orderBy(asc(securityEvents.at), asc(securityEvents.id)),
  );

/** The platform's events as stored, oldest first. */
export const platformEvents = (app: TestApp) =>
  app.deps.db
    .select()
    .from(platformSecurityEvents)
    .orderBy(asc(platformSecurityEvents.at), asc(platformSecurityEvents.id));

/** Events written straight to a company's log, each in its own committed transaction. */
export async function seedCompanyEvents(app: TestApp, companyId: number, events: SecurityEvent[]) {
  for (const event of events) await withTenant(app.deps.db, companyId, (tx) => recordSecurityEvent(tx, event));
}

export async function seedPlatformEvents(app: TestApp, events: SecurityEvent[]) {
  for (const event of events) await recordPlatformSecurityEvent(app.deps.db, event);
}

/** An event by a company user with nothing but its kind and time. */
export const eventAt = (
  type: SecurityEvent['type'],
  at: string,
  actor: { id: string; name: string },
  kind: SecurityEvent['actor']['kind'] = 'user',
): SecurityEvent => ({ type, at: new Date(at), actor: { kind, id: actor.id, label: actor.name } });
