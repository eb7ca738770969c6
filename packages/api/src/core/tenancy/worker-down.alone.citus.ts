/**
 * A Citus worker that stops: only the companies placed on it answer 503 DATABASE_UNAVAILABLE, the
 * others keep working, and its companies recover within seconds of its return, with no restart of
 * the server. It stops a worker of the cluster, so `npm run test:citus` runs it alone, last.
 */
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { sql, tenantSchemaName } from '@app/db';

import { clusterNode } from '../../../../../infra/citus/node.mjs';
import { crmOf, crmTestApp, failureOf } from '../../crm/record-fixtures';
import type { TestApp } from '../../testing/harness';
import type { SignedInCompany } from '../../testing/signed-in-company';
import { otherWorker, placementOf } from './placement-fixtures';

let app: TestApp;
let a: SignedInCompany;
let b: SignedInCompany;

/** A worker of the cluster, by port, as `npm run citus` stops and starts it. */
async function workerOn(port: number) {
  const url = new URL(inject('databaseWorkers').find((worker) => new URL(worker).port === String(port))!);
  const worker = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    const [row] = await worker<{ dir: string }[]>`select current_setting('data_directory') as dir`;
    return clusterNode({ dir: row!.dir, port });
  } finally {
    await worker.end();
  }
}

const listing = (company: SignedInCompany) => crmOf(company).leads.list({ limit: 5 });

beforeAll(async () => {
  ({ app, a, b } = await crmTestApp('wd'));
  // The two companies on different workers.
  const { db } = app.deps;
  if ((await placementOf(db, a.company.id)).nodeport === (await placementOf(db, b.company.id)).nodeport) {
    const other = await otherWorker(db, b.company.id);
    await db.execute(sql`select citus_schema_move(${tenantSchemaName(b.company.id)}::regnamespace,
      ${other.nodename}::text, ${other.nodeport}::int, 'block_writes')`);
  }
});
afterAll(() => app.close());

describe('a worker that stops', () => {
  it('takes only its companies out, with 503, and gives them back within seconds of its return', async () => {
    const worker = await workerOn((await placementOf(app.deps.db, a.company.id)).nodeport);
    expect((await listing(a)).pagination.total).toBe(0);
    worker.stop();
    try {
      const failure = await failureOf(listing(a));
      expect(failure).toMatchObject({ code: 'DATABASE_UNAVAILABLE', status: 503 });
      // The neighbour on the other worker works as before, reading and writing.
      const brand = (await crmOf(b).brands.create({ name: 'Still Open' })).brand;
      expect(brand.name).toBe('Still Open');
      expect((await listing(b)).pagination.total).toBe(0);
    } finally {
      worker.start();
    }
    const back = Date.now();
    for (;;) {
      try {
        await listing(a);
        break;
      } catch (error) {
        if (Date.now() - back > 10_000) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    expect(Date.now() - back).toBeLessThan(10_000);
    const { lead } = await crmOf(a).leads.create({
      brandId: (await crmOf(a).brands.create({ name: 'Back Again' })).brand.id,
      clientName: 'Returned',
      csPersonId: a.member.id,
    });
    expect((await crmOf(a).leads.get({ id: lead.id })).lead.clientName).toBe('Returned');
  });
});
