/** Retention: old events go from every company's log and the platform's, in batches; young ones stay. */
import { describe, expect } from 'vitest';

import { JOB_QUEUES, sql, tenantTables, withTenant } from '@app/db';

import { portalAppTest } from '../../testing/fixtures';
import { jobWork } from '../../services/jobs/workers';
import { pruneSecurityLogs, SECURITY_LOG_PRUNE_CRON } from './prune';
import { companyEvents, eventAt, platformEvents, seedCompanyEvents, seedPlatformEvents } from './test-fixtures';

const it = portalAppTest('seclog-prune-a', 'seclog-prune-b');

const NOW = new Date('2026-06-01T00:00:00Z');
const daysAgo = (days: number, minutes = 0) =>
  new Date(NOW.getTime() - days * 86_400_000 + minutes * 60_000).toISOString();

// The moment the retention counts back from.
it.beforeAll(({ app }) => {
  app.clock.now = NOW;
});

describe('pruneSecurityLogs', () => {
  it('deletes events older than the retention in every log, batch by batch, and keeps the rest', async ({
    app,
    a,
    b,
  }) => {
    const old = Array.from({ length: 7 }, (_, i) => eventAt('data_exported', daysAgo(400, i), a.owner));
    await seedCompanyEvents(app, a.company.id, [
      ...old,
      eventAt('import_started', daysAgo(365, 1), a.owner),
      eventAt('import_completed', daysAgo(10), a.member),
    ]);
    await seedCompanyEvents(app, b.company.id, [
      eventAt('data_exported', daysAgo(366), b.owner),
      eventAt('data_exported', daysAgo(1), b.owner),
    ]);
    await seedPlatformEvents(app, [
      eventAt('sign_in_succeeded', daysAgo(500), a.owner, 'super_admin'),
      eventAt('sign_in_succeeded', daysAgo(5), a.owner, 'super_admin'),
    ]);
    // Batches of 3: company a's seven old events take three statements.
    const result = await pruneSecurityLogs(app.deps, 365, 3);
    expect(result).toEqual({ deleted: 9, failed: 0 });
    expect((await companyEvents(app, a.company.id)).map((e) => e.type)).toEqual(['import_started', 'import_completed']);
    expect((await companyEvents(app, b.company.id)).map((e) => e.at.toISOString())).toEqual([daysAgo(1)]);
    expect((await platformEvents(app)).map((e) => e.at.toISOString())).toEqual([daysAgo(5)]);
    // Nothing left to do: a second run deletes nothing.
    expect(await pruneSecurityLogs(app.deps, 365, 3)).toEqual({ deleted: 0, failed: 0 });
  });

  it('follows the configured retention, 365 days when none is set', async ({ app, a }) => {
    await seedCompanyEvents(app, a.company.id, [eventAt('data_exported', daysAgo(40), a.owner)]);
    expect((await pruneSecurityLogs(app.deps)).deleted).toBe(0);
    app.deps.config.securityLogRetentionDays = 30;
    try {
      // The 40-day-old event and the one just younger than a year.
      expect((await pruneSecurityLogs(app.deps)).deleted).toBe(2);
      expect((await companyEvents(app, a.company.id)).map((e) => e.type)).toEqual(['import_completed']);
    } finally {
      delete app.deps.config.securityLogRetentionDays;
    }
  });

  it('runs daily on the job runner', async ({ app, a }) => {
    const work = jobWork(app.deps);
    expect(work.schedules).toContainEqual({ queue: JOB_QUEUES.securityLogPrune.name, cron: SECURITY_LOG_PRUNE_CRON });
    await seedPlatformEvents(app, [eventAt('sign_in_failed', daysAgo(366), a.owner, 'anonymous')]);
    await work.handlers[JOB_QUEUES.securityLogPrune.name]!({});
    expect((await platformEvents(app)).map((e) => e.type)).not.toContain('sign_in_failed');
  });

  it('goes on past a company whose log cannot be read, and says how many', async ({ app, a, b }) => {
    await seedCompanyEvents(app, b.company.id, [eventAt('data_exported', daysAgo(800), b.owner)]);
    // Company a's log is gone (as a company deleted while the job runs would be); b's is pruned.
    await withTenant(app.deps.db, a.company.id, (tx) => tx.execute(sql`drop table ${tenantTables.securityEvents}`));
    expect(await pruneSecurityLogs(app.deps, 365)).toEqual({ deleted: 1, failed: 1 });
  });
});
