/** company.team.bulk and platform.companyTeam.bulk: one call, a result per id, each id in its own savepoint. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
  teamOf,
  teamTestApp,
  tenantUsers,
  tinyPng,
  upload,
  userEvents,
  type AdminRequest,
  type TrackedStorage,
} from '../../platform/company-team/test-fixtures';
import type { TestApp } from '../../testing/harness';
import { portalRequest, signedInCompany, type SignedInCompany } from '../../testing/signed-in-company';

const m = MESSAGES.users;
const GHOST = '00000000-0000-4000-8000-000000000000';

let app: TestApp;
let storage: TrackedStorage;
let superAdmin: AdminRequest;
let co: SignedInCompany;
let other: SignedInCompany;

beforeAll(async () => {
  ({ app, storage, request: superAdmin } = await teamTestApp());
  co = await signedInCompany(app, 'portal-bulk');
  other = await signedInCompany(app, 'portal-bulk-b');
});
afterAll(() => app.close());

const bulk = (input: Parameters<ReturnType<SignedInCompany['as']>['company']['team']['bulk']>[0]) =>
  co.as('admin').company.team.bulk(input);

/** A member signed in on their own: `me()` answers while their session is open. */
async function member(name: string) {
  const row = await addTestUser(app, co.company.id, { email: `${name.toLowerCase()}@portal-bulk.test`, name });
  const caller = app.call(await portalRequest(app, co.company, row));
  return { id: row.id, me: () => caller.auth.me() };
}

const expectCountersExact = async (companyId: number) =>
  expect(await platformCopy(app, companyId)).toMatchObject(await countedUsers(app, companyId));

const eventsSince = async (count: number) => (await userEvents(app, co.company.id)).slice(count);

describe('company.team.bulk', () => {
  it('deactivates the valid ids and refuses the owner, yourself and unknown ids, one result each', async () => {
    const [mia, max] = [await member('Mia'), await member('Max')];
    const theirs = await tenantUsers(app, other.company.id);
    const seen = (await userEvents(app, co.company.id)).length;

    const outcome = await bulk({
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
    const events = await eventsSince(seen);
    expect(events.map((e) => e.description).sort()).toEqual(["User 'Max' deactivated", "User 'Mia' deactivated"]);
    expect(events.every((e) => e.performedById === co.admin.id)).toBe(true);
    await expectCountersExact(co.company.id);
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

    const back = await bulk({ action: 'activate', ids: [mia.id, max.id] });
    expect(back).toEqual({
      message: m.bulkActivated(2),
      results: [
        { id: mia.id, ok: true },
        { id: max.id, ok: true },
      ],
      counts: { succeeded: 2, failed: 0 },
    });
    await expectCountersExact(co.company.id);
  });

  it('deletes the valid ids with their pictures, refusing the owner', async () => {
    const [ned, ola] = [await member('Ned'), await member('Ola')];
    await co.as('owner').company.team.setAvatar({ memberId: ned.id, avatar: upload('n.png', tinyPng()) });
    const [picture] = avatarKeys(storage, co.company.id);
    const seen = (await userEvents(app, co.company.id)).length;

    const outcome = await bulk({ action: 'delete', ids: [co.owner.id, ned.id, ola.id] });
    expect(outcome).toMatchObject({
      message: m.bulkPartial(2, 3, 'deleted'),
      results: [{ id: co.owner.id, ok: false, message: m.ownerCannotDelete }, { ok: true }, { ok: true }],
      counts: { succeeded: 2, failed: 1 },
    });
    expect((await eventsSince(seen)).map((e) => e.action)).toEqual(['user_removed', 'user_removed']);
    expect(await fileExists(storage, picture!)).toBe(false);
    for (const who of [ned, ola]) expect(await failureOf(who.me())).toMatchObject({ status: 401 });
    await expectCountersExact(co.company.id);
    expect(await bulk({ action: 'delete', ids: [ola.id] })).toMatchObject({
      message: m.bulkPartial(0, 1, 'deleted'),
      counts: { succeeded: 0, failed: 1 },
    });
  });

  it('rolls back all of a failing id and nothing of the others', async () => {
    const [pia, quin] = [await member('Pia'), await member('Quin')];
    // The timeline refuses Pia's removal event: her delete, session revocation and recount happened first.
    await app.deps.db.execute(
      sql.raw(`create function refuse_pia() returns trigger language plpgsql as $$
        begin if new.details->>'userId' = '${pia.id}' then raise exception 'refused'; end if; return new; end $$;
        create trigger refuse_pia before insert on public.company_timeline for each row execute function refuse_pia();`),
    );
    try {
      const outcome = await bulk({ action: 'delete', ids: [pia.id, quin.id] });
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
    await expectCountersExact(co.company.id);
  });

  it('validates action and ids (1 to 100 uuids), changing nothing', async () => {
    const before = await snapshot(app, storage, co.company.id);
    expect(await failureOf(bulk({ action: 'archive', ids: [GHOST] } as never))).toMatchObject({
      status: 400,
      errors: [{ path: 'action', msg: m.bulkActionInvalid }],
    });
    expect(await failureOf(bulk({ action: 'delete', ids: [] }))).toMatchObject({
      errors: [{ path: 'ids', msg: m.bulkIdsRequired }],
    });
    const many = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(await failureOf(bulk({ action: 'delete', ids: many }))).toMatchObject({
      errors: [{ path: 'ids', msg: m.bulkIdsMax(100) }],
    });
    expect(await failureOf(bulk({ action: 'delete', ids: [co.member.id, 'nope'] }))).toMatchObject({
      status: 400,
      errors: [{ path: 'ids.1' }],
    });
    expect(await snapshot(app, storage, co.company.id)).toEqual(before);
  });
});

describe('platform.companyTeam.bulk', () => {
  it("applies the same service to a company's users for super admins", async () => {
    const rae = await member('Rae');
    const seen = (await userEvents(app, co.company.id)).length;
    const outcome = await teamOf(app, superAdmin).bulk({
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
    expect(await eventsSince(seen)).toMatchObject([{ performedByName: 'Root Admin' }]);
    expect(await failureOf(rae.me())).toMatchObject({ status: 401 });
    await expectCountersExact(co.company.id);
    expect(
      await failureOf(teamOf(app, superAdmin).bulk({ companyId: 999999, action: 'activate', ids: [rae.id] })),
    ).toMatchObject({ status: 404, message: MESSAGES.company.notFound });
  });
});
