/**
 * A team member's global search from the kept indexes when record visibility narrows it: the same
 * answers as the narrowed statement, every hit one of the records they may open, for `own` and
 * for `department`, and a change of whose record it is seen at once.
 */
import type { RecordVisibility, SearchKind, SearchResults } from '@app/contracts';
import { sql, withTenant } from '@app/db';
import { describe, expect } from 'vitest';

import { addTestUser } from '../../../auth/test-support';
import type { UserActor } from '../../../core/middlewares/auth';
import { keptAppTest } from './kept-fixtures';

const NARROWED: SearchKind[] = ['leads', 'brands', 'meetings', 'enquiries'];
const TERMS = ['priya', 'Sharma', 'zoë', 'call with', 'website redesign', 'acme', 'mail3.ex', 'o', 'garcía', 'smiht'];

const ranked = (results: SearchResults, kind: SearchKind, test: (rank: number) => boolean) =>
  results[kind]
    .filter((h) => test(h.rank))
    .map((h) => `${h.rank} ${h.label}`)
    .sort();

/**
 * `member`: A's team member as a search's actor; `colleague`: a user in the member's department,
 * made before the first test with the records given to them; `setVisibility`: A's setting;
 * `visibleIds`: the ids of each kind the narrowed statement's conditions let people see;
 * `expectSameAsStatement`: the member's search from memory checked against the statement.
 */
const it = keptAppTest('gkv')
  .extend('member', { scope: 'file' }, ({ a }) => ({ kind: 'user', role: 'team_member', id: a.member.id }) as UserActor)
  .extend('colleague', { scope: 'file', auto: true }, async ({ app, a }) => {
    const colleague = await addTestUser(app, a.company.id, { email: 'colleague@gkv-a.test', name: 'Cora Colleague' });
    await withTenant(app.deps.db, a.company.id, async (tx) => {
      await tx.execute(sql`update users set department = 'North' where id in (${a.member.id}, ${colleague.id})`);
      // The member has every fourth lead, the colleague every seventh; some meetings and enquiries
      // are assigned to them on another's lead, and some brands are theirs.
      // Chosen by the ids' bytes, not the clock or random(): Citus refuses functions that are not
      // immutable in an UPDATE's CASE, and volatile ones anywhere in it.
      await tx.execute(sql`update leads set cs_person_id = case
        when get_byte(uuid_send(id), 15) % 4 = 0 then ${a.member.id}::uuid
        when get_byte(uuid_send(id), 15) % 7 = 0 then ${colleague.id}::uuid end`);
      await tx.execute(sql`update meetings set cs_person_id = ${a.member.id} where extract(second from created_at) = 0
        and lead_id in (select id from leads where cs_person_id is null) and get_byte(uuid_send(id), 14) % 10 < 3`);
      await tx.execute(
        sql`update enquiries set cs_person_id = ${colleague.id} where get_byte(uuid_send(id), 14) % 5 = 0`,
      );
      await tx.execute(
        sql`update brands set brand_owner_id = ${a.member.id} where name like 'Acme%' or name like 'Zoë%'`,
      );
    });
    return colleague;
  })
  .extend(
    'setVisibility',
    { scope: 'file' },
    ({ app, a }) =>
      (visibility: RecordVisibility) =>
        app.deps.db.execute(
          sql`update public.companies set record_visibility = ${visibility} where id = ${a.company.id}`,
        ),
  )
  .extend('visibleIds', { scope: 'file' }, ({ app, a }) => async (people: string[]) => {
    const list = `{${people.join(',')}}`;
    const rows = await withTenant(app.deps.db, a.company.id, (tx) =>
      tx.execute<{ kind: string; id: string }>(sql`
        select 'leads' as kind, id from leads where cs_person_id = any(${list}::uuid[])
        union all select 'brands', id from brands where brand_owner_id = any(${list}::uuid[])
        union all select 'meetings', m.id from meetings m left join leads l on l.id = m.lead_id
          where m.cs_person_id = any(${list}::uuid[]) or l.cs_person_id = any(${list}::uuid[])
        union all select 'enquiries', e.id from enquiries e left join leads l on l.id = e.lead_id
          where e.cs_person_id = any(${list}::uuid[]) or l.cs_person_id = any(${list}::uuid[])`),
    );
    const ids: Record<string, Set<string>> = Object.fromEntries(NARROWED.map((kind) => [kind, new Set()]));
    for (const row of rows) ids[row.kind]!.add(row.id);
    return ids;
  })
  .extend(
    'expectSameAsStatement',
    { scope: 'file' },
    ({ a, member, kept, byStatement, visibleIds }) =>
      async (people: string[]) => {
        const { search, warm } = kept({}, undefined, member);
        await warm(a);
        const visible = await visibleIds(people);
        let hits = 0;
        for (const q of TERMS) {
          const statement = await byStatement(a, q, member);
          const { results, served } = await search(a, q);
          // Every kind a member searches came from memory; the team is not theirs to search.
          expect(served, q).toBe(NARROWED.length);
          expect(results.team, q).toEqual([]);
          for (const kind of NARROWED) {
            for (const hit of results[kind])
              expect(visible[kind]!.has(hit.id), `${q}: ${kind} ${hit.label}`).toBe(true);
            hits += results[kind].length;
            expect(
              ranked(results, kind, (r) => r < 2),
              `${q} (${kind})`,
            ).toEqual(ranked(statement, kind, (r) => r < 2));
            expect(results[kind].filter((h) => h.rank === 2).length, `${q} (${kind})`).toBe(
              statement[kind].filter((h) => h.rank === 2).length,
            );
            expect(results[kind].length, `${q} (${kind})`).toBeGreaterThanOrEqual(statement[kind].length);
          }
        }
        // The terms found records: the checks above were not about empty answers.
        expect(hits).toBeGreaterThan(40);
      },
  );

it.afterAll(({ setVisibility }) => setVisibility('all'));

describe("a team member's search from memory", () => {
  it('finds with `own` what the narrowed statement finds, only among their records', async ({
    a,
    setVisibility,
    expectSameAsStatement,
  }) => {
    await setVisibility('own');
    await expectSameAsStatement([a.member.id]);
  });

  it("finds with `department` their department's records too", async ({
    a,
    colleague,
    setVisibility,
    expectSameAsStatement,
  }) => {
    await setVisibility('department');
    await expectSameAsStatement([a.member.id, colleague.id]);
  });

  it('answers a lead given to someone else at once, and an owner still sees every record', async ({
    app,
    a,
    member,
    colleague,
    kept,
    setVisibility,
  }) => {
    await setVisibility('own');
    // A name no other record has, so five hits of others cannot crowd it out.
    const [lead] = await withTenant(app.deps.db, a.company.id, (tx) =>
      tx.execute<{ id: string; name: string }>(sql`update leads set client_name = 'Quillon Vast'
        where id = (select id from leads where cs_person_id = ${a.member.id} limit 1) returning id, client_name as name`),
    );
    const { search, warm } = kept({}, undefined, member);
    await warm(a);
    const found = async () => (await search(a, lead!.name)).results.leads.map((h) => h.id);
    expect(await found()).toContain(lead!.id);
    await withTenant(app.deps.db, a.company.id, (tx) =>
      tx.execute(sql`update leads set cs_person_id = ${colleague.id} where id = ${lead!.id}`),
    );
    expect(await found()).not.toContain(lead!.id);
    const owner = kept();
    await owner.warm(a);
    expect((await owner.search(a, lead!.name)).results.leads.map((h) => h.id)).toContain(lead!.id);
  });
});
