/** The daily pruning of idempotency answers: a day old goes, younger stays, in every company and on the admin host. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { JOB_QUEUES, sql, withTenant } from '@app/db';

import { jobWork } from '../../services/jobs/workers';
import type { TestApp } from '../../testing/harness';
import { portalTestApp } from '../../testing/portal';
import type { SignedInCompany } from '../../testing/signed-in-company';
import { INTEGRATIONS_PRUNE_CRON } from './prune';

let app: TestApp;
let a: SignedInCompany;
let b: SignedInCompany;

beforeAll(async () => {
  const fixture = await portalTestApp('idem-prune-a', 'idem-prune-b');
  app = fixture.app;
  [a, b] = fixture.companies as [SignedInCompany, SignedInCompany];
});
afterAll(async () => app?.close());

async function keep(companyId: number, key: string, hoursAgo: number) {
  await withTenant(app.deps.db, companyId, (tx) =>
    tx.execute(sql`insert into idempotent_requests (caller, key, request_hash, answer, created_at)
      values ('user:x', ${key}, 'h', '{}'::jsonb, now() - make_interval(hours => ${hoursAgo}))`),
  );
}
const keys = (companyId: number) =>
  withTenant(app.deps.db, companyId, async (tx) =>
    (await tx.execute<{ key: string }>(sql`select key from idempotent_requests order by key`)).map((r) => r.key),
  );

describe('integrations.prune', () => {
  it('runs daily and removes answers older than a day from every company', async () => {
    const work = jobWork(app.deps);
    expect(work.schedules).toContainEqual({ queue: JOB_QUEUES.integrationsPrune.name, cron: INTEGRATIONS_PRUNE_CRON });
    await keep(a.company.id, 'a-old', 25);
    await keep(a.company.id, 'a-young', 23);
    await keep(b.company.id, 'b-old', 48);
    for (const [key, hoursAgo] of [
      ['platform-old', 30],
      ['platform-young', 2],
    ] as const) {
      await app.deps.db
        .execute(sql`insert into platform_idempotent_requests (caller, key, request_hash, answer, created_at)
        values ('super_admin:x', ${key}, 'h', '{}'::jsonb, now() - make_interval(hours => ${hoursAgo}))`);
    }
    await work.handlers[JOB_QUEUES.integrationsPrune.name]!({});
    expect(await keys(a.company.id)).toEqual(['a-young']);
    expect(await keys(b.company.id)).toEqual([]);
    const platformKeys = await app.deps.db.execute<{ key: string }>(
      sql`select key from platform_idempotent_requests order by key`,
    );
    expect(platformKeys.map((r) => r.key)).toEqual(['platform-young']);
  });
});
