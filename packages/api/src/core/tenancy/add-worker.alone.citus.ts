/**
 * Adding a worker to a running cluster and rebalancing companies onto it while they are in use
 * (infra/scale-out.md). Runs only on a cluster, by itself (it starts a fourth PostgreSQL):
 * `npm run test:citus`.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { sql } from '@app/db';
import { addClusterWorker } from '@app/db/testing';

import { startSpareWorker } from '../../../../../infra/citus/spare.mjs';
import { crmOf, crmTestApp } from '../../crm/record-fixtures';
import type { TestApp } from '../../testing/harness';
import { signedInCompany, type SignedInCompany } from '../../testing/signed-in-company';
import { placementOf, traffic } from './placement-fixtures';

let app: TestApp;
let spare: ReturnType<typeof startSpareWorker> | undefined;
let sparePort: number;
const companies: SignedInCompany[] = [];
const brands = new Map<number, string>();

beforeAll(async () => {
  const { app: created, a, b } = await crmTestApp('rb');
  app = created;
  companies.push(a, b, await signedInCompany(app, 'rb-c'), await signedInCompany(app, 'rb-d'));
  for (const company of companies) {
    brands.set(company.company.id, (await crmOf(company).brands.create({ name: 'Balance Ltd' })).brand.id);
  }
  // The port after the cluster's two workers.
  sparePort = Number(new URL(app.database.url).port) + 3;
  spare = startSpareWorker({ port: sparePort });
  await addClusterWorker(inject('databaseAdminUrl'), app.database.name, spare.url);
});
afterAll(async () => {
  // A rebalance that did not finish would hold its connection in citus_rebalance_wait() forever.
  await app?.deps.db.execute(sql`select citus_job_cancel(job_id) from pg_dist_background_job
    where state in ('scheduled', 'running')`);
  await app?.close();
  spare?.stop();
});

describe('adding a worker', () => {
  it('rebalances companies onto it under traffic, with no failed request and no lost write', async () => {
    const { db } = app.deps;
    const onSpare = async () => {
      const places = await Promise.all(companies.map((c) => placementOf(db, c.company.id)));
      return places.filter((place) => place.nodeport === sparePort).length;
    };
    expect(await onSpare()).toBe(0);

    // As an operator would: start the rebalance in the background, then wait for it.
    const rebalance = Promise.resolve(db.execute(sql`select citus_rebalance_start()`)).then(() =>
      db.execute(sql`select citus_rebalance_wait()`),
    );
    const runs = await Promise.all(
      companies.map((company) => traffic(company, brands.get(company.company.id)!, rebalance)),
    );
    await rebalance;

    const [job] = await db.execute<{ state: string }>(
      sql`select state::text from pg_dist_background_job order by job_id desc limit 1`,
    );
    expect(job!.state).toBe('finished');
    expect(await onSpare()).toBeGreaterThan(0);
    for (const [i, company] of companies.entries()) {
      expect(runs[i]!.failed).toEqual([]);
      expect(runs[i]!.created.length).toBeGreaterThan(0);
      // Every write made before, during and after the rebalance is there, wherever the company is now.
      const listed = await crmOf(company).leads.list({ limit: 100, search: 'Mover' });
      expect(listed.pagination.total).toBe(runs[i]!.created.length);
    }
  }, 90_000);
});
