/** company.team.bulk and platform.companyTeam.bulk: one call, a result per id, each id in its own savepoint. */
import { describe, expect } from 'vitest';

import { MESSAGES } from '@app/contracts';
import { sql } from '@app/db';

import { addTestUser } from '../../auth/test-support';
import {
  avatarKeys,
  countedUsers,
  failureOf,
  fileExists,
  platformCopy,
  snapshot,
  tenantUsers,
  tinyPng,
  upload,
  userEvents,
} from '../../platform/company-team/test-fixtures';
import { teamTest, type TeamFixtures } from '../../testing/fixtures';
import { portalRequest, type SignedInCompany } from '../../testing/signed-in-company';

const m = MESSAGES.users;
const GHOST = '00000000-0000-4000-8000-000000000000';

// The other company (portal-bulk-b) is never touched by the first one's calls.
const it = teamTest('portal-bulk', 'portal-bulk-b');

type Portal = Pick<TeamFixtures, 'app' | 'co'>;

type BulkInput = Parameters<ReturnType<SignedInCompany['as']>['company']['team']['bulk']>[0];

const bulk = (co: SignedInCompany, input: BulkInput) => co.as('admin').company.team.bulk(input);

/** A member signed in on their own: `me()` answers while their session is open. */
async function member({ app, co }: Portal, name: string) {
  const row = await addTestUser(app, co.company.id, { email: `${name.toLowerCase()}@portal-bulk.test`, name });
  const caller = app.call(await portalRequest(app, co.company, row));
  return { id: row.id, me: () => caller.auth.me() };
}

const expectCountersExact = async ({ app, co }: Portal) =>
  expect(await platformCopy(app, co.company.id)).toMatchObject(await countedUsers(app, co.company.id));

const eventsSince = async ({ app, co }: Portal, count: number) => (await userEvents(app, co.company.id)).slice(count);

describe('company.team.bulk', () => {
  it('deactivates the valid ids and refuses the owner, yourself and unknown ids, one result each', async ({
    app,
    co,
    other,
  }) => {
    const [mia, max] = [await member({ app, co }, 'Mia'), await member({ app, co }, 'Max')];
    const theirs = await tenantUsers(app, other.company.id);
    const seen = (await userEvents(app, co.company.id)).length;

    const outcome = await bulk(co, {
      action: 'deactivate',
      ids: [co.owner.id, GHOST, mia.id, max.id, co.admin.id, other.member.id, mia.id],
    });
    expect(outcome).toEqual({
      message: m.bulkPartial(2, 6, 'deactivated'),
      results: [
        { id: co.owner.id, ok: false, message: m.ownerCannotDeactivate },
        { id: GHOST, ok: false, message: m.notFound },
        { id: mia.id, ok: true },
        { id: max.id, ok: true },
        { id: co.admin.id, ok: false, message: m.selfDeactivate },
        { id: other.member.id, ok: false, message: m.notFound },
      ],
      counts: { succeeded: 2, failed: 4 },
    });
    const events = await eventsSince({ app, co }, seen);
    expect(events.map((e) => e.description).sort()).toEqual(["User 'Max' deactivated", "User 'Mia' deactivated"]);
    expect(events.every((e) => e.performedById === co.admin.id)).toBe(true);
    await expectCountersExact({ app, co });
    for (const who of [mia, max]) expect(await failureOf(who.me())).toMatchObject({ status: 401 });
    // The owner and the admin are untouched; the other company too.
    const users = await tenantUsers(app, co.company.id);
    expect(
      users
        .filter((u) => !u.isActive)
        .map((u) => u.name)
        .sort(),
    ).toEqual(['Max', 'Mia']);
    expect(await tenantUsers(app, other.company.id)).toEqual(theirs);

    const back = await bulk(co, { action: 'activate', ids: [mia.id, max.id] });
    expect(back).toEqual({
      message: m.bulkActivated(2),
      results: [
        { id: mia.id, ok: true },
        { id: max.id, ok: true },
      ],
      counts: { succeeded: 2, failed: 0 },
    });
    await expectCountersExact({ app, co });
  });

  it('deletes the valid ids with their pictures, refusing the owner', async ({ app, storage, co }) => {
    const [ned, ola] = [await member({ app, co }, 'Ned'), await member({ app, co }, 'Ola')];
    await co.as('owner').company.team.setAvatar({ memberId: ned.id, avatar: upload('n.png', tinyPng()) });
    const [picture] = avatarKeys(storage, co.company.id);
    const seen = (await userEvents(app, co.company.id)).length;

    const outcome = await bulk(co, { action: 'delete', ids: [co.owner.id, ned.id, ola.id] });
    expect(outcome).toMatchObject({
      message: m.bulkPartial(2, 3, 'deleted'),
      results: [{ id: co.owner.id, ok: false, message: m.ownerCannotDelete }, { ok: true }, { ok: true }],
      counts: { succeeded: 2, failed: 1 },
    });
    expect((await eventsSince({ app, co }, seen)).map((e) => e.action)).toEqual(['user_removed', 'user_removed']);
    expect(await fileExists(storage, picture!)).toBe(false);
    for (const who of [ned, ola]) expect(await failureOf(who.me())).toMatchObject({ status: 401 });
    await expectCountersExact({ app, co });
    expect(await bulk(co, { action: 'delete', ids: [ola.id] })).toMatchObject({
      message: m.bulkPartial(0, 1, 'deleted'),
      counts: { succeeded: 0, failed: 1 },
    });
  });

  it('rolls back all of a failing id and nothing of the others', async ({ app, co }) => {
    const [pia, quin] = [await member({ app, co }, 'Pia'), await member({ app, co }, 'Quin')];
    // The timeline refuses Pia's removal event: her delete, session revocation and recount happened first.
    await app.deps.db.execute(
      sql.raw(`create function refuse_pia() returns trigger language plpgsql as $$
        begin if new.details->>'userId' = '${pia.id}' then raise exception 'refused'; end if; return new; end $$;
        create trigger refuse_pia before insert on public.company_timeline for each row execute function refuse_pia();`),
    );
    try {
      const outcome = await bulk(co, { action: 'delete', ids: [pia.id, quin.id] });
      expect(outcome.results).toEqual([
        { id: pia.id, ok: false, message: m.bulkItemFailed },
        { id: quin.id, ok: true },
      ]);
    } finally {
      await app.deps.db.execute(
        sql.raw('drop trigger refuse_pia on public.company_timeline; drop function refuse_pia();'),
      );
    }
    const names = (await tenantUsers(app, co.company.id)).map((u) => u.name);
    expect(names).toContain('Pia');
    expect(names).not.toContain('Quin');
    await expect(pia.me()).resolves.toBeTruthy();
    await expectCountersExact({ app, co });
  });

  it('validates action and ids (1 to 100 uuids), changing nothing', async ({ app, storage, co }) => {
    const before = await snapshot(app, storage, co.company.id);
    expect(await failureOf(bulk(co, { action: 'archive', ids: [GHOST] } as never))).toMatchObject({
      status: 400,
      errors: [{ path: 'action', msg: m.bulkActionInvalid }],
    });
    expect(await failureOf(bulk(co, { action: 'delete', ids: [] }))).toMatchObject({
      errors: [{ path: 'ids', msg: m.bulkIdsRequired }],
    });
    const many = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(await failureOf(bulk(co, { action: 'delete', ids: many }))).toMatchObject({
      errors: [{ path: 'ids', msg: m.bulkIdsMax(100) }],
    });
    expect(await failureOf(bulk(co, { action: 'delete', ids: [co.member.id, 'nope'] }))).toMatchObject({
      status: 400,
      errors: [{ path: 'ids.1' }],
    });
    expect(await snapshot(app, storage, co.company.id)).toEqual(before);
  });
});

describe('platform.companyTeam.bulk', () => {
  it("applies the same service to a company's users for super admins", async ({ app, co, platformTeam }) => {
    const rae = await member({ app, co }, 'Rae');
    const seen = (await userEvents(app, co.company.id)).length;
    const outcome = await platformTeam.bulk({
      companyId: co.company.id,
      action: 'deactivate',
      ids: [co.owner.id, rae.id],
    });
    expect(outcome).toEqual({
      message: m.bulkPartial(1, 2, 'deactivated'),
      results: [
        { id: co.owner.id, ok: false, message: m.ownerCannotDeactivate },
        { id: rae.id, ok: true },
      ],
      counts: { succeeded: 1, failed: 1 },
    });
    expect(await eventsSince({ app, co }, seen)).toMatchObject([{ performedByName: 'Root Admin' }]);
    expect(await failureOf(rae.me())).toMatchObject({ status: 401 });
    await expectCountersExact({ app, co });
    expect(await failureOf(platformTeam.bulk({ companyId: 999999, action: 'activate', ids: [rae.id] }))).toMatchObject({
      status: 404,
      message: MESSAGES.company.notFound,
    });
  });
});
