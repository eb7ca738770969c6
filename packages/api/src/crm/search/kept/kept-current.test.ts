/**
 * The kept indexes (docs/decisions/0026) kept current: a write answered at once, its changes read
 * on their own (a deletion, a renamed brand or lead shown on other records, an import read whole),
 * the same answers as the statement after writes of every sort, and the limits on reading.
 */
import { type SearchResults } from '@app/contracts';
import { sql, withTenant } from '@app/db';
import { describe, expect } from 'vitest';

import { crmOf } from '../../test-fixtures';
import { indexed, KINDS, keptAppTest, labels } from './kept-fixtures';

const it = keptAppTest('gc');

describe('kept current', () => {
  it('answers a write at once, from memory again once its changes are read, and a delete and a brand rename the same way', async ({
    a,
    kept,
  }) => {
    const { indexes, search, warm } = kept();
    await warm(a);
    const crm = crmOf(a);
    const brand = (await crm.brands.create({ name: 'Quokka Works' })).brand;
    await warm(a);
    const changesRead = indexes.reads.changes;
    const lead = (await crm.leads.create({ brandId: brand.id, clientName: 'Quincy Zed', csPersonId: a.member.id }))
      .lead;

    const written = await search(a, 'quincy');
    expect(labels(written.results, 'leads')).toEqual(['Quincy Zed']);
    // Leads, meetings and enquiries read the leads' counter: their changes were read while the search waited.
    expect(written.served).toBe(KINDS.length);
    expect(indexes.reads.changes - changesRead).toBe(3);
    await warm(a);
    const read = await search(a, 'quincy');
    expect(read.served).toBe(KINDS.length);
    expect(read.results.leads.map((h) => h.detail)).toEqual(['Quokka Works']);

    await crm.brands.update({ id: brand.id, name: 'Quokka Labs' });
    expect((await search(a, 'quincy')).results.leads.map((h) => h.detail)).toEqual(['Quokka Labs']);
    await warm(a);
    expect((await search(a, 'quincy')).results.leads.map((h) => h.detail)).toEqual(['Quokka Labs']);

    await crm.leads.remove({ id: lead.id });
    expect(labels((await search(a, 'quincy')).results, 'leads')).toEqual([]);
    await warm(a);
    const deleted = await search(a, 'quincy');
    expect(deleted.served).toBe(KINDS.length);
    expect(labels(deleted.results, 'leads')).toEqual([]);
    // Read whole once, then only what changed.
    expect(indexes.reads.whole).toBe(KINDS.length);
    expect(indexes.reads.changes).toBeGreaterThanOrEqual(4);
  });

  it("shows a renamed lead's new name on its meetings, and finds it no more by the old one", async ({ a, kept }) => {
    const brand = (await crmOf(a).brands.create({ name: 'Numbat Goods' })).brand;
    const lead = (await crmOf(a).leads.create({ brandId: brand.id, clientName: 'Olive Orr', csPersonId: a.member.id }))
      .lead;
    await crmOf(a).meetings.create({
      leadId: lead.id,
      title: 'Kickoff with Olive',
      scheduledDate: '2026-12-01T10:00:00Z',
    });
    // Read whole with the meeting in it: only the lead changes after.
    const { indexes, search, warm } = kept();
    await warm(a);
    await crmOf(a).leads.update({ id: lead.id, clientName: 'Olivia Orr-Smythe' });
    await warm(a);
    const renamed = await search(a, 'olive');
    expect(renamed.served).toBe(KINDS.length);
    expect(labels(renamed.results, 'leads')).toEqual([]);
    expect(renamed.results.meetings.map((h) => h.detail)).toEqual(['Olivia Orr-Smythe · 2026-12-01 10:00']);
    expect(labels((await search(a, 'orr-smythe')).results, 'leads')).toEqual(['Olivia Orr-Smythe']);
    expect(indexes.reads.changes).toBeGreaterThan(0);
  });

  it('gives the same answers as the statement after many writes of every sort', async ({
    app,
    a,
    kept,
    byStatement,
  }) => {
    const { indexes, search, warm } = kept();
    await warm(a);
    await withTenant(app.deps.db, a.company.id, async (tx) => {
      await tx.execute(
        sql`update leads set client_name = client_name || ' Jr' where id in (select id from leads order by md5(id::text) limit 60)`,
      );
      await tx.execute(sql`delete from leads where id in (select id from leads order by md5(id::text) desc limit 25)`);
      await tx.execute(sql`insert into leads (brand_id, client_name, email_id)
        select brand_id, 'Priya ' || client_name, 'new' || email_id from leads order by md5(id::text) limit 40`);
      await tx.execute(
        sql`update brands set name = name || ' Group' where id in (select id from brands order by name limit 3)`,
      );
    });
    await warm(a);
    expect(indexes.reads.changes).toBeGreaterThan(0);
    for (const q of [
      'priya',
      'priya s',
      'Jr',
      'sharma jr',
      'Aarav',
      'Zoë',
      'acme',
      'group',
      'new',
      'Call with',
      'zz',
    ]) {
      const statement = await byStatement(a, q);
      const { results, served } = await search(a, q);
      expect(served, q).toBe(KINDS.length);
      for (const kind of KINDS) {
        const named = (hits: SearchResults) => hits[kind].filter((h) => h.rank < 2).map((h) => `${h.rank} ${h.label}`);
        expect(named(results).sort(), `${q} (${kind})`).toEqual(named(statement).sort());
        const count = (hits: SearchResults, rank: number) => hits[kind].filter((h) => h.rank === rank).length;
        if (indexed(q)) expect(count(results, 2), `${q} (${kind})`).toBe(count(statement, 2));
      }
    }
  });

  it('reads the leads whole after an import, which logs the table, not each lead', async ({ app, a, kept }) => {
    const { indexes, search, warm } = kept();
    await warm(a);
    await withTenant(app.deps.db, a.company.id, async (tx) => {
      await tx.execute(sql`set local app.deferred_change_counts = on`);
      await tx.execute(
        sql`insert into leads (brand_id, client_name) select id, 'Imported Wallaby' from brands limit 3`,
      );
      // The import raises the counter itself at its end (crm/imports/write.ts).
      await tx.execute(sql`update change_counters set changes = changes + 1 where table_name = 'leads'`);
    });
    const whole = indexes.reads.whole;
    const found = await search(a, 'wallaby');
    expect(labels(found.results, 'leads')).toEqual(['Imported Wallaby', 'Imported Wallaby', 'Imported Wallaby']);
    await warm(a);
    expect(indexes.reads.whole - whole).toBe(3);
    expect((await search(a, 'wallaby')).served).toBe(KINDS.length);
  });

  it('leaves a kind with too many changes to the statement until it may be read whole again', async ({
    app,
    a,
    kept,
  }) => {
    const { indexes, search, warm, warnings } = kept({ maxChanged: 1, rereadShare: 1e-6 });
    await warm(a);
    const leads = await withTenant(app.deps.db, a.company.id, (tx) =>
      tx.execute<{ id: string }>(sql`update leads set client_name = 'Echidna ' || client_name
        where id in (select id from leads where extract(minute from created_at)::int % 5 = 2 order by created_at limit 2)
        returning id`),
    );
    for (let i = 0; i < 2; i++) {
      const found = await search(a, 'echidna');
      await indexes.settled();
      expect(labels(found.results, 'leads')).toHaveLength(leads.length);
      expect(found.served).toBeLessThan(KINDS.length);
    }
    // Leads without meetings or enquiries: those two kinds had their (no) changes read; the leads
    // had too many, once, and were not read again. No read failed.
    expect(indexes.reads).toEqual({ whole: KINDS.length, changes: 2 });
    expect(warnings).toEqual([]);
  });

  it('reads a kind whole again when too many of its records changed, or its base is old', async ({ app, a, kept }) => {
    const many = kept({ maxChanged: 1 });
    await many.warm(a);
    await withTenant(app.deps.db, a.company.id, (tx) =>
      tx.execute(sql`update leads set email_id = email_id where id in (select id from leads limit 2)`),
    );
    await many.warm(a);
    // Two leads changed: more than the one allowed, so the leads were read whole again.
    expect(many.indexes.reads.whole).toBeGreaterThan(KINDS.length);
    const old = kept({ maxBaseAgeMs: 0 });
    await old.warm(a);
    await crmOf(a).brands.create({ name: 'Dingo Digital' });
    await old.warm(a);
    expect(old.indexes.reads).toMatchObject({ whole: KINDS.length + 2, changes: 0 });
    expect(labels((await old.search(a, 'dingo')).results, 'brands')).toEqual(['Dingo Digital']);
  });

  it('answers from the statement when the changes take longer than a search waits', async ({ a, kept }) => {
    const { search, warm } = kept({ waitMs: 0 });
    await warm(a);
    await crmOf(a).brands.create({ name: 'Bilby Bakes' });
    const found = await search(a, 'bilby');
    expect(labels(found.results, 'brands')).toEqual(['Bilby Bakes']);
    // Brands and the leads showing them were behind: the statement answered them.
    expect(found.served).toBe(3);
  });

  it('reads a changed kind again no sooner than its limits allow; the statement answers meanwhile', async ({
    a,
    kept,
  }) => {
    const { search, warm } = kept({ minRereadMs: 60_000 });
    await warm(a);
    const brand = (await crmOf(a).brands.create({ name: 'Wombat Trading' })).brand;
    await warm(a);
    const found = await search(a, 'wombat');
    expect(labels(found.results, 'brands')).toEqual(['Wombat Trading']);
    // Brands were read a moment ago: the index stays stale, and leads with it (they show the brand).
    expect(found.served).toBe(3);
    await crmOf(a).brands.remove({ id: brand.id });
    expect(labels((await search(a, 'wombat')).results, 'brands')).toEqual([]);
  });
});
