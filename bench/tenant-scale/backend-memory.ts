import { readFileSync } from 'node:fs';

import { sql, type Database } from '@app/db';

import { round } from '../lib/stats';

export interface BackendMemory {
  backends: number;
  sumMb: number;
  maxMb: number;
}

/** RssAnon of a process in MB: what it allocated itself (catalog caches, plans), not shared buffers. */
function anonymousMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/RssAnon:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0; // the backend ended between the query and the read
  }
}

/**
 * The memory of the PostgreSQL backends serving the product's connections (application_name
 * `company-platform`) on the node `db` is connected to. PostgreSQL runs on this machine in the
 * bench, so /proc has them.
 */
export async function backendMemory(db: Database): Promise<BackendMemory> {
  const rows = await db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where application_name = 'company-platform' and backend_type = 'client backend'`,
  );
  const sizes = rows.map((row) => anonymousMb(Number(row.pid)));
  return {
    backends: sizes.length,
    sumMb: round(sizes.reduce((sum, mb) => sum + mb, 0)),
    maxMb: round(Math.max(0, ...sizes)),
  };
}
