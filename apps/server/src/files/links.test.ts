/**
 * Signed file links follow access (docs/decisions/0006-files.md): a link a procedure handed out
 * opens its file on its own realm's host while the session that asked is open and its account
 * active, and not after, through the real server.
 */
import { describe, expect } from 'vitest';

import { CHECKED_SESSION_LIFETIME_MS } from '@app/api/auth/checked-sessions';
import { addTestUser } from '@app/api/auth/test-support';
import { userAvatarKey } from '@app/api/services/files/keys';
import { superAdminRequest } from '@app/api/testing';
import { portalRequest } from '@app/api/testing/signed-in-company';
import { MESSAGES } from '@app/contracts';
import { eq, platformTables, sql, tenantTables, withTenant } from '@app/db';

import { TINY_PNG } from '../testing/rest';
import { restTest } from '../testing/rest-fixture';

const ALPHA = 'links-alpha.localhost';
const ADMIN = 'admin.localhost';

const params = (link: string) => new URL(link, 'http://x').searchParams;

/**
 * `it` with companies links-alpha and links-bravo signed in as every role (restTest), and for the
 * file:
 * - `harness`: the server's harness;
 * - `avatar`: an avatar stored for Alpha and given to each of its people, before the first test;
 * - `fetchFile`: a GET of a link on a host;
 * - `linkOfNewSession`: a fresh session of a user at Alpha (its member unless given another), and
 *   the avatar link its own profile hands out;
 * - `expectRefused`: that a link on a host answers 403 with the expired-link message.
 */
const it = restTest({ signedIn: ['links-alpha', 'links-bravo'] })
  .extend('harness', { scope: 'file' }, ({ server }) => server.harness)
  .extend('avatar', { scope: 'file', auto: true }, async ({ harness, signedIn: [alpha] }) => {
    const avatar = userAvatarKey(alpha.company.id, 'png');
    await harness.deps.storage.put(avatar, TINY_PNG, 'image/png');
    await withTenant(harness.deps.db, alpha.company.id, (tx) =>
      tx.update(tenantTables.users).set({ avatarKey: avatar }),
    );
    return avatar;
  })
  .extend(
    'fetchFile',
    { scope: 'file' },
    ({ server }) =>
      (url: string, host: string) =>
        server.app.inject({ method: 'GET', url, headers: { host } }),
  )
  .extend(
    'linkOfNewSession',
    { scope: 'file' },
    ({ harness, signedIn: [alpha] }) =>
      async (user: { id: string; role: string } = alpha.member) => {
        const request = await portalRequest(harness, alpha.company, user);
        const { user: profile } = await harness.call(request).user.profile.get();
        return { request, link: profile.profile.avatar! };
      },
  )
  .extend('expectRefused', { scope: 'file' }, ({ fetchFile }) => async (link: string, host: string) => {
    const res = await fetchFile(link, host);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      error: true,
      code: 'FORBIDDEN',
      message: MESSAGES.files.linkExpired,
    });
  });

it.afterEach(({ harness }) => {
  harness.clock.now = undefined;
  harness.checksClock.release();
});

describe('a company user’s file link', () => {
  it('opens the file on the company’s host, and the check is then answered from memory', async ({
    harness,
    signedIn: [alpha],
    fetchFile,
    linkOfNewSession,
  }) => {
    const { link } = await linkOfNewSession();
    expect(params(link).get('sid')).toMatch(/^[0-9a-f-]{36}$/);
    const res = await fetchFile(link, ALPHA);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
    const [sid, uid] = [params(link).get('sid')!, params(link).get('uid')!];
    expect(harness.deps.checkedSessions.remembered(alpha.company.id, sid, uid, new Date())).toBeDefined();
  });

  it('stops opening at once when its session signs out everywhere', async ({
    harness,
    fetchFile,
    linkOfNewSession,
    expectRefused,
  }) => {
    const { request, link } = await linkOfNewSession();
    expect((await fetchFile(link, ALPHA)).statusCode).toBe(200);
    await harness.call(request).user.signOutEverywhere();
    await expectRefused(link, ALPHA);
  });

  it('stops opening within a second when its session is revoked elsewhere (another server, the database)', async ({
    harness,
    fetchFile,
    linkOfNewSession,
    expectRefused,
  }) => {
    const { link } = await linkOfNewSession();
    harness.checksClock.hold();
    expect((await fetchFile(link, ALPHA)).statusCode).toBe(200);
    await harness.deps.db
      .update(platformTables.sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(platformTables.sessions.id, params(link).get('sid')!));
    // Within the remembered check's lifetime it still opens; once that has passed, it is refused.
    expect((await fetchFile(link, ALPHA)).statusCode).toBe(200);
    harness.checksClock.pass(CHECKED_SESSION_LIFETIME_MS);
    await expectRefused(link, ALPHA);
  });

  it('stops opening at once when its user is deactivated', async ({
    harness,
    signedIn: [alpha],
    avatar,
    fetchFile,
    linkOfNewSession,
    expectRefused,
  }) => {
    const leaving = await addTestUser(harness, alpha.company.id, { email: 'leaving@links-alpha.test' });
    await withTenant(harness.deps.db, alpha.company.id, (tx) =>
      tx.update(tenantTables.users).set({ avatarKey: avatar }).where(eq(tenantTables.users.id, leaving.id)),
    );
    const { link } = await linkOfNewSession(leaving);
    expect((await fetchFile(link, ALPHA)).statusCode).toBe(200);
    await alpha.as('owner').company.team.update({ memberId: leaving.id, isActive: false });
    await expectRefused(link, ALPHA);
  });

  it('does not open on another company’s host, nor on the admin host', async ({
    server,
    signedIn: [, bravo],
    linkOfNewSession,
    expectRefused,
  }) => {
    const { link } = await linkOfNewSession();
    await expectRefused(link, 'links-bravo.localhost');
    await expectRefused(link, ADMIN);
    // Nor through the api host naming another company.
    const res = await server.app.inject({
      method: 'GET',
      url: link,
      headers: { host: 'api.localhost', 'x-subdomain': bravo.company.subdomain },
    });
    expect(res.statusCode).toBe(403);
  });

  it('stops opening once it expires, whatever the session', async ({ harness, linkOfNewSession, expectRefused }) => {
    const { link } = await linkOfNewSession();
    harness.clock.now = new Date(Date.now() + 10 * 60_000 + 1000);
    await expectRefused(link, ALPHA);
  });

  it('is refused with another session put in its place', async ({
    signedIn: [alpha],
    linkOfNewSession,
    expectRefused,
  }) => {
    const { link } = await linkOfNewSession();
    const { link: owners } = await linkOfNewSession(alpha.owner);
    const swapped = link.replace(params(link).get('sid')!, params(owners).get('sid')!);
    await expectRefused(swapped, ALPHA);
  });
});

describe('a super admin’s file link', () => {
  it('opens a company’s file on the admin host while the platform session is open, and not on the company’s host', async ({
    harness,
    signedIn: [alpha],
    fetchFile,
    expectRefused,
  }) => {
    const admin = await superAdminRequest(harness, 'links-admin@example.com');
    const { user } = await harness
      .call(admin.request)
      .platform.companyTeam.get({ companyId: alpha.company.id, memberId: alpha.member.id });
    const link = user.profile.avatar!;
    const res = await fetchFile(link, ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
    await expectRefused(link, ALPHA);

    await harness.deps.db
      .update(platformTables.sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(platformTables.sessions.id, params(link).get('sid')!));
    await expectRefused(link, ADMIN);
  });

  it('stops opening once the super admin is deactivated', async ({
    harness,
    signedIn: [alpha],
    fetchFile,
    expectRefused,
  }) => {
    const admin = await superAdminRequest(harness, 'links-leaving@example.com');
    const { user } = await harness
      .call(admin.request)
      .platform.companyTeam.get({ companyId: alpha.company.id, memberId: alpha.member.id });
    expect((await fetchFile(user.profile.avatar!, ADMIN)).statusCode).toBe(200);
    await harness.deps.db
      .update(platformTables.superAdmins)
      .set({ isActive: false })
      .where(eq(platformTables.superAdmins.id, admin.admin.id));
    await expectRefused(user.profile.avatar!, ADMIN);
  });
});
