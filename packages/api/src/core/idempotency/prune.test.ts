/** The daily pruning of idempotency answers: a day old goes, younger stays, in every company and on the admin host. */
import { describe, expect } from 'vitest';

import { JOB_QUEUES, sql, withTenant } from '@app/db';

import { jobWork } from '../../services/jobs/workers';
import { portalAppTest } from '../../testing/fixtures';
import type { TestApp } from '../../testing/harness';
import { INTEGRATIONS_PRUNE_CRON } from './prune';

const it = portalAppTest('idem-prune-a', 'idem-prune-b');

async function keep(app: TestApp, companyId: number, key: string, hoursAgo: number) {
  await withTenant(app.deps.db, companyId, (tx) =>
    tx.execute(sql`insert into idempotent_requests (caller, key, request_hash, answer, created_at)
      values ('user:x', ${key}, 'h', '{}'::jsonb, now() - make_interval(hours => ${hoursAgo}))`),
  );
}
const keys = (app: TestApp, companyId: number) =>
  withTenant(app.deps.db, companyId, async (tx) =>
    (await tx.execute<{ key: string }>(sql`select key from idempotent_requests order by key`)).map((r) => r.key),
  );

describe('integrations.prune', () => {
  it('runs daily and removes answers older than a day from every company', async ({ app, a, b }) => {
    const work = jobWork(app.deps);
    expect(work.schedules).toContainEqual({ queue: JOB_QUEUES.integrationsPrune.name, cron: INTEGRATIONS_PRUNE_CRON });
    await keep(app, a.company.id, 'a-old', 25);
    await keep(app, a.company.id, 'a-young', 23);
    await keep(app, b.company.id, 'b-old', 48);
    for (const [key, hoursAgo] of [
      ['platform-old', 30],
      ['platform-young', 2],
    ] as const) {
      await app.deps.db
        .execute(sql`insert into platform_idempotent_requests (caller, key, request_hash, answer, created_at)
        values ('super_admin:x', ${key}, 'h', '{}'::jsonb, now() - make_interval(hours => ${hoursAgo}))`);
    }
    await work.handlers[JOB_QUEUES.integrationsPrune.name]!({});
    expect(await keys(app, a.company.id)).toEqual(['a-young']);
    expect(await keys(app, b.company.id)).toEqual([]);
    const platformKeys = await app.deps.db.execute<{ key: string }>(
      sql`select key from platform_idempotent_requests order by key`,
    );
    expect(platformKeys.map((r) => r.key)).toEqual(['platform-young']);
  });
});
