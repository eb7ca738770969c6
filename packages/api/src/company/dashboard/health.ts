import { sql, type Tx } from '@app/db';

import type { AppDeps } from '../../core/deps';

/** How long the storage check may take before it counts as down: the dashboard must not hang. */
const STORAGE_CHECK_MS = 2_000;

export interface HealthCheck {
  ok: boolean;
  checkedAt: string;
}

async function succeeds(work: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([work().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The System Health panel's facts, checked now: the database (on the request's own transaction),
 * the file storage, and the mailer (whether it delivers or only logs, and whether its latest
 * delivery went through). A failing check answers ok: false; it never fails the dashboard.
 */
export async function systemHealth(deps: AppDeps, tx: Tx) {
  const [database, storage] = await Promise.all([
    succeeds(() => tx.execute(sql`select 1`), STORAGE_CHECK_MS),
    succeeds(() => deps.storage.ping(), STORAGE_CHECK_MS),
  ]);
  const checkedAt = deps.now().toISOString();
  const check = (ok: boolean): HealthCheck => ({ ok, checkedAt });
  return {
    database: check(database),
    storage: check(storage),
    mail: { ...check(deps.mailer.healthy()), mode: deps.mailer.mode },
  };
}
