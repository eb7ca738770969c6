import PgBoss from 'pg-boss';

import postgres from 'postgres';

import type { DatabaseHandle } from '../client';
import { connectionExecutor } from './executor';
import { JOB_QUEUES, JOB_SCHEMA } from './queues';

/**
 * Creates (or upgrades) the job runner's schema and every queue. Runs with the migrations, under
 * their lock; pg-boss takes its own advisory lock too, so concurrent servers are safe.
 */
export async function installJobQueue(handle: DatabaseHandle): Promise<void> {
  const { options: settings } = handle.sql;
  const connection = postgres({
    ...settings,
    max: 1,
    // On a Citus coordinator with schema-based sharding, every new schema becomes a company-like
    // distributed schema placed on a worker; the job queue belongs on the coordinator with the
    // platform's tables, so its objects are not sent to the workers either (pg-boss creates them in
    // one multi-statement command, which Citus would forward whole and the workers refuse,
    // citusdata/citus#6608). Plain PostgreSQL keeps the settings as placeholders nobody reads.
    connection: {
      ...settings.connection,
      'citus.enable_schema_based_sharding': 'off',
      'citus.enable_ddl_propagation': 'off',
    },
  } as unknown as postgres.Options<Record<string, never>>);
  const boss = new PgBoss({
    db: connectionExecutor(connection),
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => {});
  let started = false;
  try {
    await boss.start();
    started = true;
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const { name, ...options } of Object.values(JOB_QUEUES)) {
      if (existing.has(name)) await boss.updateQueue(name, { name, ...options });
      else await boss.createQueue(name, { name, policy: 'standard', ...options });
    }
  } finally {
    // A failed start still closes the connection, so the caller's process can end.
    if (started) await boss.stop({ graceful: false, wait: true });
    await connection.end();
  }
}
