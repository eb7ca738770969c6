/**
 * Global search: ranking, kinds, roles and tenancy, answered by the statement and
 * again by the kept indexes (docs/decisions/0026), with the same results.
 */
import { sql, withTenant } from '@app/db';
import { describe, expect } from 'vitest';

import type { UserActor } from '../../core/middlewares/auth';
import type { SignedInCompany } from '../../testing/signed-in-company';
import { crmAppTest, crmOf, failureOf } from '../test-fixtures';
import { keptIndexes } from './kept/kept-indexes';
import { searchByStatement } from './query';

/** The records the searches find, made before the first test; `renamed` is the lead one test renames. */
const it = crmAppTest('gs').extend('renamed', { scope: 'file', auto: true }, async ({ a, b }) => {
  const crm = crmOf(a);
  const brand = (await crm.brands.create({ name: 'Priya Foods', industry: 'Food' })).brand;
  await crm.brands.create({ name: 'Globex' });
  const lead = async (clientName: string, emailId?: string) =>
    (await crm.leads.create({ brandId: brand.id, clientName, emailId, csPersonId: a.member.id })).lead;
  // Created in an order unlike the expected ranking.
  await lead('Sam Priya');
  await lead('Priyanka Das');
  await lead('Rohan Mehta', 'rohan@priya.example');
  await lead('Priya Sharma');
  const exact = await lead('priya');
  await lead('100% Cotton');
  await lead('Sharme Kapoor');
  await lead('Globax Trading');
  const renamed = await lead('Quentin Black');
  await crm.meetings.create({ leadId: exact.id, title: 'Priya kickoff', scheduledDate: '2026-12-01T10:00:00Z' });
  await crm.enquiries.create({ leadId: exact.id, requirement: 'Website for Priya Foods' });
  await crmOf(b).brands.create({ name: 'Priya of the other company' });
  return renamed;
});
it.afterAll(() => {
  keptIndexes.enabled = true;
});

const search = (company: SignedInCompany, q: string, role: 'owner' | 'team_member' = 'team_member') =>
  company.as(role).crm.search({ q });

describe.each(['statement', 'kept indexes'] as const)('answered by the %s', (path) => {
  it.beforeEach(async ({ a, b }) => {
    keptIndexes.enabled = path === 'kept indexes';
    if (!keptIndexes.enabled) return;
    // Read every kind of both companies (an owner sees them all), as they are now.
    keptIndexes.clear();
    for (const company of [a, b]) await search(company, 'warm up', 'owner');
    await keptIndexes.settled();
  });

  it(path === 'kept indexes' ? 'answers from memory' : 'answers without memory', async ({ a }) => {
    const before = keptIndexes.served;
    await search(a, 'priya', 'owner');
    expect(keptIndexes.served - before).toBe(path === 'kept indexes' ? 5 : 0);
  });

  describe('ranking', () => {
    it('puts the exact name first, then prefixes alphabetically, then fragments (name or email)', async ({ a }) => {
      const { results } = await search(a, 'PRIYA');
      const leads = results.leads.map((h) => [h.label, h.rank]);
      expect(leads.slice(0, 3)).toEqual([
        ['priya', 0],
        ['Priya Sharma', 1],
        ['Priyanka Das', 1],
      ]);
      expect(leads.slice(3).sort()).toEqual([
        ['Rohan Mehta', 2],
        ['Sam Priya', 2],
      ]);
      expect(results.leads[0]!.detail).toBe('Priya Foods');
    });

    it('finds similar spellings when nothing matches as typed', async ({ a }) => {
      const { results } = await search(a, 'sharmaa');
      expect(results.leads.map((h) => [h.label, h.rank]).sort()).toEqual([
        ['Priya Sharma', 3],
        ['Sharme Kapoor', 3],
      ]);
      // A term that matches as typed shows those matches only: no near misses beside them.
      expect((await search(a, 'sharma')).results.leads.map((h) => [h.label, h.rank])).toEqual([['Priya Sharma', 2]]);
    });

    it('finds a misspelt name of several words by every word', async ({ a }) => {
      const { results } = await search(a, 'Priya Sharmaa');
      expect(results.leads.map((h) => [h.label, h.rank])).toEqual([['Priya Sharma', 3]]);
    });

    it('finds a renamed record by a misspelling of its new name', async ({ a, renamed }) => {
      await crmOf(a).leads.update({ id: renamed.id, clientName: 'Quentin Blackwood' });
      const { results } = await search(a, 'Blakwood');
      expect(results.leads.map((h) => [h.label, h.rank])).toEqual([['Quentin Blackwood', 3]]);
    });

    it('looks for similar spellings only when no kind matches the term as typed', async ({ a }) => {
      const typed = await search(a, 'globex');
      expect(typed.results.brands.map((h) => [h.label, h.rank])).toEqual([['Globex', 0]]);
      expect(typed.results.leads).toEqual([]);
      const misspelt = await search(a, 'globexx');
      expect(misspelt.results.brands.map((h) => [h.label, h.rank])).toEqual([['Globex', 3]]);
      expect(misspelt.results.leads.map((h) => [h.label, h.rank])).toEqual([['Globax Trading', 3]]);
    });

    it('groups every kind, with what opens each record', async ({ a }) => {
      const { results } = await search(a, 'priya', 'owner');
      expect(results.brands.map((h) => [h.label, h.detail])).toEqual([['Priya Foods', 'Food']]);
      expect(results.meetings.map((h) => h.label)).toEqual(['Priya kickoff']);
      expect(results.meetings[0]!.detail).toBe('priya · 2026-12-01 10:00');
      expect(results.enquiries.map((h) => h.label)).toEqual(['Website for Priya Foods']);
      for (const hits of Object.values(results)) for (const hit of hits) expect(hit.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('bounds every kind', async ({ a }) => {
      const { results } = await search(a, 'a');
      for (const hits of Object.values(results)) expect(hits.length).toBeLessThanOrEqual(5);
    });

    it('takes LIKE wildcards literally', async ({ a }) => {
      const { results } = await search(a, '%');
      expect(results.leads.map((h) => h.label)).toEqual(['100% Cotton']);
      expect((await search(a, '100%')).results.leads.map((h) => [h.label, h.rank])).toEqual([['100% Cotton', 1]]);
      expect((await search(a, 'pri_')).results.leads.filter((h) => h.rank < 3)).toEqual([]);
    });

    it('finds fragments of terms shorter than a trigram', async ({ a }) => {
      const { results } = await search(a, 'nk');
      expect(results.leads.map((h) => [h.label, h.rank])).toEqual([['Priyanka Das', 2]]);
    });
  });

  describe('roles and tenancy', () => {
    it('shows team members to owners and admins only', async ({ a }) => {
      expect((await search(a, 'terry', 'owner')).results.team.map((h) => [h.label, h.detail])).toEqual([
        ['Terry Teammate', `member@${a.company.subdomain}.test`],
      ]);
      expect((await search(a, 'terry')).results.team).toEqual([]);
    });

    it("never returns another company's records", async ({ b }) => {
      const { results } = await search(b, 'priya');
      expect(results.brands.map((h) => h.label)).toEqual(['Priya of the other company']);
      expect(results.leads).toEqual([]);
    });

    it('refuses an empty term, naming q', async ({ a }) => {
      const failure = await failureOf(search(a, '  '));
      expect(failure.errors?.map((e) => e.path)).toEqual(['q']);
    });
  });
});

describe('planning', () => {
  it('runs one statement on one generic plan for every term of a shape', async ({ app, a }) => {
    const owner = { role: 'owner' } as UserActor;
    const plans = await withTenant(app.deps.db, a.company.id, async (tx) => {
      for (const q of ['priya', 'globex', 'sharmaa', 'mehta']) await searchByStatement(tx, owner, q, a.company.id);
      return tx.execute<{ generic: string; custom: string }>(
        sql`select generic_plans as generic, custom_plans as custom from pg_prepared_statements where statement like '%chr(1114111)%'`,
      );
    });
    // A prepared statement per shape and connection: this one ran at least the four searches above.
    const mine = [...plans].find((row) => Number(row.generic) >= 4);
    expect(mine).toBeDefined();
    expect(plans.every((row) => Number(row.custom) === 0)).toBe(true);
  });
});
