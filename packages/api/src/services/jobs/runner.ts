import PgBoss from 'pg-boss';
import postgres from 'postgres';

import { connectionExecutor, JOB_SCHEMA, type DatabaseHandle, type JobQueueName } from '@app/db';

import type { Logger } from '../../core/deps';

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface JobRunnerOptions {
  /** The app's database; the runner opens one connection of its own beside its pool. */
  database: DatabaseHandle;
  handlers: Partial<Record<JobQueueName, JobHandler>>;
  /** Cron schedules (UTC); pg-boss sends each slot's job once, whichever server is first. */
  schedules?: { queue: JobQueueName; cron: string }[];
  /** Jobs sent once when the runner starts (catching up what came due while no server ran). */
  atStart?: JobQueueName[];
  log: Logger;
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds?: number;
  /**
   * Jobs of a queue this server runs at once (1 unless named): for jobs that mostly wait on
   * someone else (a webhook's receiver), so one slow job does not hold up the rest of the queue.
   */
  concurrency?: Partial<Record<JobQueueName, number>>;
}

export interface JobRunner {
  /** Looks for jobs of this queue now instead of at the next poll (after a commit that sent one). */
  wake(queue: JobQueueName): void;
  /** Lets the jobs under way finish (up to 10 s), then stops. */
  stop(): Promise<void>;
}

/**
 * Runs the workers of this server. Every server runs one; pg-boss hands a job to exactly one
 * of them at a time. The schema and queues exist already (migrateAll installs them).
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { log } = options;
  // One dedicated connection through our own driver (the same reconnect and outage behaviour as
  // the app's pool, decision 0015): pg-boss's upkeep sends BEGIN … COMMIT itself, which needs a
  // connection of its own, and polling plus job bookkeeping fit on one.
  const connection = postgres({ ...options.database.sql.options, max: 1 } as unknown as postgres.Options<
    Record<string, never>
  >);
  const busy = { queries: 0, batches: 0 };
  const executor = connectionExecutor(connection);
  const counted: PgBoss.Db = {
    executeSql: async (text, values) => {
      busy.queries += 1;
      try {
        return await executor.executeSql(text, values);
      } finally {
        busy.queries -= 1;
      }
    },
  };
  const boss = new PgBoss({ db: counted, schema: JOB_SCHEMA, migrate: false });
  // A lost database shows up here (and in each poll) until it is back: logged, never thrown.
  boss.on('error', (error) => log.warn(`job runner: ${error.message}`));
  await boss.start();
  const workerIds = new Map<JobQueueName, string>();
  for (const [queue, handler] of Object.entries(options.handlers) as [JobQueueName, JobHandler][]) {
    const id = await boss.work<Record<string, unknown>>(
      queue,
      { batchSize: options.concurrency?.[queue] ?? 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
      async (jobs) => {
        busy.batches += 1;
        try {
          const results = await Promise.allSettled(jobs.map((job) => handler(job.data)));
          for (const [index, result] of results.entries()) {
            if (result.status === 'fulfilled') continue;
            const job = jobs[index]!;
            log.error({ queue, jobId: job.id, reason: String(result.reason) }, 'job failed');
            // Throwing would fail the whole batch: each job fails (and is retried) on its own, and
            // pg-boss completes the others when this resolves.
            await boss.fail(queue, job.id, { message: String(result.reason) });
          }
        } finally {
          busy.batches -= 1;
        }
      },
    );
    workerIds.set(queue, id);
  }
  for (const { queue, cron } of options.schedules ?? []) await boss.schedule(queue, cron, {}, { tz: 'UTC' });
  for (const queue of options.atStart ?? []) await boss.send(queue, {});
  return {
    wake(queue) {
      const id = workerIds.get(queue);
      if (id) boss.notifyWorker(id);
    },
    stop: async () => {
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
      // pg-boss resolves with a poll still under way (its jobs then run) and sends a job's
      // completion without waiting for it: the connection ends once nothing runs or is asked.
      const deadline = Date.now() + 10_000;
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        if ((busy.queries === 0 && busy.batches === 0) || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await connection.end({ timeout: 5 });
    },
  };
}
