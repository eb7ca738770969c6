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
  const connection = postgres({ ...handle.sql.options, max: 1 } as unknown as postgres.Options<Record<string, never>>);
  const boss = new PgBoss({
    db: connectionExecutor(connection),
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => {});
  await boss.start();
  try {
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const { name, ...options } of Object.values(JOB_QUEUES)) {
      if (existing.has(name)) await boss.updateQueue(name, { name, ...options });
      else await boss.createQueue(name, { name, policy: 'standard', ...options });
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
    await connection.end();
  }
}
