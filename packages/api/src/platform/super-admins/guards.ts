/**
 * The rules that keep the platform manageable (docs/architecture.md "do better"): nobody locks themselves out,
 * and at least one active super admin always remains, however requests interleave.
 */
import { MESSAGES } from '@app/contracts';
import { asc, eq, or, platformTables, type Tx } from '@app/db';

import { AppError } from '../../core/errors';
import type { SuperAdminActor } from '../../core/middlewares/auth';
import { superAdminNotFound, type SuperAdminRow } from './queries';

const { superAdmins } = platformTables;

/** Refused before any work: the actor is the target. 403, because it is a rule, not bad input. */
export function assertNotSelf(actor: SuperAdminActor, targetId: string, message: string): void {
  if (actor.id === targetId) throw new AppError('FORBIDDEN', message);
}

/**
 * Locks the target and every active super admin in one statement, in id order, then checks that
 * taking the target out of the active set leaves someone behind.
 *
 * Why this is safe under concurrency: two requests that would each remove a different one of the
 * last two active admins both try to lock both rows; the second waits for the first to commit and
 * PostgreSQL then re-checks `is_active` on the rows it waited for, so it sees one active admin and
 * refuses. One statement with ORDER BY takes the locks in the same order everywhere, so two of
 * these never deadlock. The table is small (people, not tenants), so locking its active rows is
 * cheap.
 */
export async function lockForRemoval(tx: Tx, actor: SuperAdminActor, targetId: string): Promise<SuperAdminRow> {
  const rows = await tx
    .select()
    .from(superAdmins)
    .where(or(eq(superAdmins.isActive, true), eq(superAdmins.id, targetId)))
    .orderBy(asc(superAdmins.id))
    .for('update');
  const target = rows.find((r) => r.id === targetId);
  if (!target) throw superAdminNotFound();
  const active = rows.filter((r) => r.isActive);
  if (target.isActive && active.length <= 1) throw new AppError('FORBIDDEN', MESSAGES.superAdmin.lastActiveRequired);
  // The actor was active when the request was authenticated; a concurrent deactivation may have
  // committed since. Acting with a revoked session would be acting as nobody.
  if (!active.some((r) => r.id === actor.id)) throw new AppError('UNAUTHORIZED', MESSAGES.auth.sessionExpired);
  return target;
}
