/**
 * Session checks answered from memory (decision 0018 §9): a write made through this server takes
 * effect on the next call, one made anywhere else within the lifetime, and a check that overlapped
 * a write is never kept.
 */
import { describe, expect } from 'vitest';

import { eq, platformTables, tenantTables, withTenant } from '@app/db';

import { failureOf } from '../platform/company-team/test-fixtures';
import { teamTest } from '../testing/fixtures';
import { signedInCompany } from '../testing/signed-in-company';
import { CHECKED_SESSION_LIFETIME_MS, CheckedSessions, type CheckedUser } from './checked-sessions';

const user = (id: string) => ({ id, name: `User ${id}` }) as CheckedUser;
const later = new Date(Date.now() + 3_600_000);

const sidOf = (headers: { authorization: string }) =>
  JSON.parse(Buffer.from(headers.authorization.split('.')[1]!, 'base64url').toString()).sid as string;

/**
 * Through the API: the app and company `checked` with its owner, admin and team member signed
 * in (`co`), made by the first test that asks; `isRemembered`: whether the session of co's user
 * of that role is answered from memory.
 */
const it = teamTest('checked').extend(
  'isRemembered',
  ({ app, co }) =>
    (role: 'owner' | 'admin' | 'team_member') =>
      app.deps.checkedSessions.remembered(co.company.id, sidOf(co.request[role]), co.users[role].id, new Date()) !==
      undefined,
);

describe('CheckedSessions', () => {
  const setUp = () => {
    let clock = 0;
    const checks = new CheckedSessions(1000, () => clock);
    const tick = (ms: number) => (clock += ms);
    return { checks, tick };
  };

  it('answers a check for its lifetime and for the session it was made for only', () => {
    const { checks, tick } = setUp();
    checks.remember(checks.mark(1), 1, 'sid-a', user('u1'), later);
    expect(checks.remembered(1, 'sid-a', 'u1', new Date())?.id).toBe('u1');
    expect(checks.remembered(1, 'sid-b', 'u1', new Date())).toBeUndefined();
    expect(checks.remembered(2, 'sid-a', 'u1', new Date())).toBeUndefined();
    tick(999);
    expect(checks.remembered(1, 'sid-a', 'u1', new Date())?.id).toBe('u1');
    tick(1);
    expect(checks.remembered(1, 'sid-a', 'u1', new Date())).toBeUndefined();
    checks.remember(checks.mark(1), 1, 'sid-a', user('u1'), later);
    expect(checks.remembered(1, 'sid-a', 'someone-else', new Date())).toBeUndefined();
  });

  it('stops at the end of the session itself, on the request clock', () => {
    const { checks } = setUp();
    const ends = new Date('2030-01-01T00:00:00Z');
    checks.remember(checks.mark(1), 1, 'sid', user('u1'), ends);
    expect(checks.remembered(1, 'sid', 'u1', new Date(ends.getTime() - 1))).toBeDefined();
    expect(checks.remembered(1, 'sid', 'u1', ends)).toBeUndefined();
  });

  it("forgets one company's checks after its write, and every check after a platform write", () => {
    const { checks } = setUp();
    for (const company of [1, 2]) checks.remember(checks.mark(company), company, 'sid', user(`u${company}`), later);
    checks.forgetAfterWrite({ kind: 'tenant', subdomain: 'one' }, (s) => (s === 'one' ? 1 : undefined));
    expect(checks.remembered(1, 'sid', 'u1', new Date())).toBeUndefined();
    expect(checks.remembered(2, 'sid', 'u2', new Date())).toBeDefined();

    checks.remember(checks.mark(1), 1, 'sid', user('u1'), later);
    checks.forgetAfterWrite({ kind: 'platform' }, () => undefined);
    expect(checks.remembered(1, 'sid', 'u1', new Date())).toBeUndefined();
    expect(checks.remembered(2, 'sid', 'u2', new Date())).toBeUndefined();
  });

  it('forgets every check after a write on a company this server no longer knows', () => {
    const { checks } = setUp();
    checks.remember(checks.mark(1), 1, 'sid', user('u1'), later);
    checks.forgetAfterWrite({ kind: 'tenant', subdomain: 'gone' }, () => undefined);
    expect(checks.remembered(1, 'sid', 'u1', new Date())).toBeUndefined();
  });

  it('does not keep a check read while a write of its company was under way', () => {
    const { checks } = setUp();
    const mark = checks.mark(1);
    // The write commits and forgets between the check's read and its answer.
    checks.forgetCompany(1);
    checks.remember(mark, 1, 'sid', user('u1'), later);
    expect(checks.remembered(1, 'sid', 'u1', new Date())).toBeUndefined();

    const platformMark = checks.mark(1);
    checks.forgetAll();
    checks.remember(platformMark, 1, 'sid', user('u1'), later);
    expect(checks.remembered(1, 'sid', 'u1', new Date())).toBeUndefined();
  });
});

describe('session checks through the API', () => {
  it.afterEach(({ app }) => app.checksClock.release());

  it('answers me from memory once the session was checked', async ({ co, isRemembered }) => {
    await co.as('team_member').auth.me();
    expect(isRemembered('team_member')).toBe(true);
  });

  it("never answers a remembered check on another company's host", async ({ app, co }) => {
    const other = await signedInCompany(app, 'checked-other');
    await co.as('team_member').auth.me();
    const elsewhere = app.call({ ...co.request.team_member, host: `${other.company.subdomain}.localhost` });
    expect(await failureOf(elsewhere.auth.me())).toMatchObject({ status: 401 });
    expect(await failureOf(elsewhere.company.team.list({}))).toMatchObject({ status: 401 });
  });

  it("takes this server's writes at once: a rename, a role change, a deactivation", async ({ co }) => {
    const member = co.as('team_member');
    await member.auth.me();
    await co.as('owner').company.team.update({ memberId: co.member.id, name: 'Terry Renamed', role: 'admin' });
    expect((await member.auth.me()).user).toMatchObject({ name: 'Terry Renamed', role: 'admin' });

    await co.as('owner').company.team.update({ memberId: co.member.id, isActive: false });
    expect(await failureOf(member.auth.me())).toMatchObject({ status: 401 });
  });

  it("takes a super admin's write to a company user at once", async ({ co, platformTeam, isRemembered }) => {
    await co.as('admin').auth.me();
    expect(isRemembered('admin')).toBe(true);
    await platformTeam.update({ companyId: co.company.id, memberId: co.admin.id, isActive: false });
    expect(await failureOf(co.as('admin').auth.me())).toMatchObject({ status: 401 });
  });

  it('takes a revocation made elsewhere (another server, the database) within the lifetime', async ({ app, co }) => {
    const owner = co.as('owner');
    app.checksClock.hold();
    await owner.auth.me();
    await app.deps.db
      .update(platformTables.sessions)
      .set({ revokedAt: new Date() })
      .where(eq(platformTables.sessions.id, sidOf(co.request.owner)));
    // Within the lifetime the remembered check still answers; once it has passed, the next call reads
    // the revocation.
    expect((await owner.auth.me()).user.id).toBe(co.owner.id);
    app.checksClock.pass(CHECKED_SESSION_LIFETIME_MS);
    expect(await failureOf(owner.company.team.list({}))).toMatchObject({ status: 401 });
  });

  it('reads the check again for every write: a revocation made elsewhere refuses the next write', async ({ app }) => {
    const other = await signedInCompany(app, 'checked-writes');
    const owner = other.as('owner');
    await owner.company.team.list({});
    const sid = sidOf(other.request.owner);
    expect(app.deps.checkedSessions.remembered(other.company.id, sid, other.owner.id, new Date())).toBeDefined();
    await app.deps.db
      .update(platformTables.sessions)
      .set({ revokedAt: new Date() })
      .where(eq(platformTables.sessions.id, sid));
    const write = owner.company.team.update({ memberId: other.member.id, name: 'Not Written' });
    expect(await failureOf(write)).toMatchObject({ status: 401 });
    const [member] = await withTenant(app.deps.db, other.company.id, (tx) =>
      tx.select().from(tenantTables.users).where(eq(tenantTables.users.id, other.member.id)),
    );
    expect(member!.name).toBe('Terry Teammate');
  });

  it('reads a deactivation written straight to the tenant schema within the lifetime', async ({ app }) => {
    const other = await signedInCompany(app, 'checked-direct');
    app.checksClock.hold();
    await other.as('team_member').auth.me();
    await withTenant(app.deps.db, other.company.id, (tx) =>
      tx.update(tenantTables.users).set({ isActive: false }).where(eq(tenantTables.users.id, other.member.id)),
    );
    expect((await other.as('team_member').auth.me()).user.id).toBe(other.member.id);
    app.checksClock.pass(CHECKED_SESSION_LIFETIME_MS);
    expect(await failureOf(other.as('team_member').auth.me())).toMatchObject({ status: 401 });
  });
});
