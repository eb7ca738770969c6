/**
 * The job runner on the app's PostgreSQL: a job sent inside a transaction exists only if the
 * transaction commits, and a running worker receives it.
 */
import { describe, expect } from 'vitest';

import { sql } from '@app/db';

import { appTest } from '../../testing/fixtures';
import { silentLog } from '../../testing/harness';
import { startJobRunner } from './runner';

/** `jobsWith`: the states of the mail jobs carrying a marker. */
const it = appTest().extend(
  'jobsWith',
  { scope: 'file' },
  ({ app }) =>
    async (marker: string) =>
      app.deps.db.execute(
        sql`select state from pgboss.job where name = 'mail.deliver' and data->>'marker' = ${marker}`,
      ),
);

describe('deps.jobs', () => {
  it('keeps a job sent in a transaction that rolls back out of the queue', async ({ app, jobsWith }) => {
    await expect(
      app.deps.db.transaction(async (tx) => {
        await app.deps.jobs.send('mail.deliver', { marker: 'rolled-back' }, { tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobsWith('rolled-back')).toHaveLength(0);
  });

  it('hands a committed job to a running worker, once', async ({ app, jobsWith }) => {
    const seen: unknown[] = [];
    await app.deps.db.transaction(async (tx) => {
      await app.deps.jobs.send('mail.deliver', { marker: 'committed', mailId: 'x' }, { tx });
    });
    expect(await jobsWith('committed')).toHaveLength(1);
    const runner = await startJobRunner({
      database: app.database,
      log: silentLog,
      pollingIntervalSeconds: 0.5,
      handlers: {
        'mail.deliver': async (data) => {
          if (data.marker === 'committed') seen.push(data);
        },
      },
    });
    try {
      const deadline = Date.now() + 10_000;
      while ((await jobsWith('committed'))[0]?.state !== 'completed' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect((await jobsWith('committed'))[0]?.state).toBe('completed');
      expect(seen).toEqual([{ marker: 'committed', mailId: 'x' }]);
    } finally {
      await runner.stop();
    }
  });

  it('waits with a job until its start time', async ({ app }) => {
    const later = new Date(Date.now() + 3_600_000);
    await app.deps.jobs.send('mail.deliver', { marker: 'later' }, { startAfter: later });
    const [row] = await app.deps.db.execute(sql`select start_after from pgboss.job where data->>'marker' = 'later'`);
    expect(new Date(String((row as { start_after: unknown }).start_after)).getTime()).toBe(later.getTime());
  });
});
