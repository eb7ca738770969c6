/**
 * Moving a company's schema to another Citus worker while the company and its neighbours are in
 * use (infra/scale-out.md). Runs only on a cluster: `npm run test:citus`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sql, tenantSchemaName } from '@app/db';

import { keptIndexes } from '../../crm/search/kept/kept-indexes';
import { crmOf, crmTestApp } from '../../crm/record-fixtures';
import type { TestApp } from '../../testing/harness';
import type { SignedInCompany } from '../../testing/signed-in-company';
import { otherWorker, placementOf, traffic } from './placement-fixtures';

let app: TestApp;
let a: SignedInCompany;
let b: SignedInCompany;
const brands = new Map<number, string>();

beforeAll(async () => {
  // The search answers from memory: its kept indexes were read on the worker the company leaves.
  keptIndexes.enabled = true;
  ({ app, a, b } = await crmTestApp('mv'));
  for (const company of [a, b]) {
    brands.set(company.company.id, (await crmOf(company).brands.create({ name: 'Movers Ltd' })).brand.id);
  }
});
afterAll(() => app.close());

describe('moving a company to another worker', () => {
  it('moves under traffic with no failed request and no lost write, and the company answers from there', async () => {
    const { db } = app.deps;
    const target = await otherWorker(db, a.company.id);
    const neighbourBefore = await placementOf(db, b.company.id);
    // Started once: a drizzle query runs again on every `then`.
    const move = Promise.resolve(
      db.execute(sql`select citus_schema_move(${tenantSchemaName(a.company.id)}::regnamespace,
        ${target.nodename}::text, ${target.nodeport}::int)`),
    );
    const [moving, neighbour] = await Promise.all([
      traffic(a, brands.get(a.company.id)!, move),
      traffic(b, brands.get(b.company.id)!, move),
    ]);
    await move;

    expect(await placementOf(db, a.company.id)).toEqual(target);
    expect(await placementOf(db, b.company.id)).toEqual(neighbourBefore);
    expect(moving.failed).toEqual([]);
    expect(neighbour.failed).toEqual([]);
    expect(moving.created.length).toBeGreaterThan(0);

    // Every write made before, during and after the move is there, on the new worker.
    const crm = crmOf(a);
    const listed = await crm.leads.list({ limit: 100, search: 'Mover' });
    expect(listed.pagination.total).toBe(moving.created.length);
    for (const id of moving.created) expect((await crm.leads.get({ id })).lead.id).toBe(id);

    // A lead written after the move is found by the search, whose kept indexes were read on the old worker.
    const { lead } = await crm.leads.create({
      brandId: brands.get(a.company.id)!,
      clientName: 'Zephyrine Arrived',
      csPersonId: a.member.id,
    });
    const served = keptIndexes.served;
    const { results } = await crm.search({ q: 'Zephyrine' });
    expect(results.leads.map((hit) => hit.id)).toContain(lead.id);
    await keptIndexes.settled();
    expect((await crm.search({ q: 'Zephyrine' })).results.leads.map((hit) => hit.id)).toContain(lead.id);
    expect(keptIndexes.served).toBeGreaterThan(served);
  }, 90_000);

  it('leaves a company whose move fails on its worker, answering', async () => {
    const { db } = app.deps;
    const before = await placementOf(db, a.company.id);
    await expect(
      db.execute(sql`select citus_schema_move(${tenantSchemaName(a.company.id)}::regnamespace, '127.0.0.1'::text, 1)`),
    ).rejects.toThrow();
    expect(await placementOf(db, a.company.id)).toEqual(before);
    const { lead } = await crmOf(a).leads.create({
      brandId: brands.get(a.company.id)!,
      clientName: 'Still Here',
      csPersonId: a.member.id,
    });
    expect((await crmOf(a).leads.get({ id: lead.id })).lead.clientName).toBe('Still Here');
  });
});
