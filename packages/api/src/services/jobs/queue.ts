/**
 * The job runner (pg-boss on our PostgreSQL). Code that needs background work sends a job through
 * `deps.jobs`, normally inside the transaction of the change that calls for it, so the job exists
 * exactly when the change does. Workers are registered in `workers.ts` and run by `runner.ts` in
 * every server; pg-boss hands each job to one of them (SKIP LOCKED), retries failures with the
 * queue's backoff and keeps scheduled (cron) jobs to one per slot across servers.
 */
import PgBoss from 'pg-boss';

import { JOB_SCHEMA, jobExecutor, type Database, type Executor, type JobQueueName } from '@app/db';

export interface SendOptions {
  /** The transaction the job belongs to; without it the job is sent on its own. */
  tx?: Executor;
  /** Not before this instant. */
  startAfter?: Date;
  /**
   * With `singletonSeconds`: at most one job with this key per queue in each slot of that many
   * seconds (counted from the epoch), whatever its state.
   */
  singletonKey?: string;
  singletonSeconds?: number;
}

export interface JobQueue {
  /** Resolves to the job's id, or null when the singleton key's slot is taken. */
  send(queue: JobQueueName, data: object, options?: SendOptions): Promise<string | null>;
  /** One job per item of `data`, all in one statement: for work that fans out to many jobs at once. */
  sendMany(queue: JobQueueName, data: readonly object[], options?: Pick<SendOptions, 'tx'>): Promise<void>;
}

export function createJobQueue(db: Database): JobQueue {
  // Never started: it only writes jobs, through whichever executor a call passes.
  const boss = new PgBoss({ db: jobExecutor(db), schema: JOB_SCHEMA });
  return {
    send: (queue, data, { tx, ...options } = {}) => boss.send(queue, data, { db: jobExecutor(tx ?? db), ...options }),
    sendMany: async (queue, data, { tx } = {}) => {
      if (data.length === 0) return;
      await boss.insert(
        data.map((item) => ({ name: queue, data: item })),
        { db: jobExecutor(tx ?? db) },
      );
    },
  };
}
