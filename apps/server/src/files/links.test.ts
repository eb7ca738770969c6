/**
 * Signed file links follow access (docs/decisions/0006-files.md): a link a procedure handed out
 * opens its file on its own realm's host while the session that asked is open and its account
 * active, and not after, through the real server.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { CHECKED_SESSION_LIFETIME_MS } from '@app/api/auth/checked-sessions';
import { addTestUser } from '@app/api/auth/test-support';
import { userAvatarKey } from '@app/api/services/files/keys';
import { superAdminRequest, type TestApp } from '@app/api/testing';
import { portalRequest, signedInCompany, type SignedInCompany } from '@app/api/testing/signed-in-company';
import { MESSAGES } from '@app/contracts';
import { eq, platformTables, sql, tenantTables, withTenant } from '@app/db';

import { createRestTestServer, TINY_PNG, type RestTestServer } from '../testing/rest';

let server: RestTestServer;
let harness: TestApp;
let alpha: SignedInCompany;
let bravo: SignedInCompany;
let avatar: string;

const ALPHA = 'links-alpha.localhost';
const ADMIN = 'admin.localhost';

beforeAll(async () => {
  server = await createRestTestServer();
  harness = server.harness;
  alpha = await signedInCompany(harness, 'links-alpha');
  bravo = await signedInCompany(harness, 'links-bravo');
  avatar = userAvatarKey(alpha.company.id, 'png');
  await harness.deps.storage.put(avatar, TINY_PNG, 'image/png');
  await withTenant(harness.deps.db, alpha.company.id, (tx) => tx.update(tenantTables.users).set({ avatarKey: avatar }));
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  harness.clock.now = undefined;
  harness.checksClock.release();
});

const fetchFile = (url: string, host: string) => server.app.inject({ method: 'GET', url, headers: { host } });

/** A fresh session of `user` at Alpha, and the avatar link its own profile hands out. */
async function linkOfNewSession(user: { id: string; role: string } = alpha.member) {
  const request = await portalRequest(harness, alpha.company, user);
  const { user: profile } = await harness.call(request).user.profile.get();
  return { request, link: profile.profile.avatar! };
}

const params = (link: string) => new URL(link, 'http://x').searchParams;

async function expectRefused(link: string, host: string) {
  const res = await fetchFile(link, host);
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({
    success: false,
    error: true,
    code: 'FORBIDDEN',
    message: MESSAGES.files.linkExpired,
  });
}

describe('a company user’s file link', () => {
  it('opens the file on the company’s host, and the check is then answered from memory', async () => {
    const { link } = await linkOfNewSession();
    expect(params(link).get('sid')).toMatch(/^[0-9a-f-]{36}$/);
    const res = await fetchFile(link, ALPHA);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
    const [sid, uid] = [params(link).get('sid')!, params(link).get('uid')!];
    expect(harness.deps.checkedSessions.remembered(alpha.company.id, sid, uid, new Date())).toBeDefined();
  });

  it('stops opening at once when its session signs out everywhere', async () => {
    const { request, link } = await linkOfNewSession();
    expect((await fetchFile(link, ALPHA)).statusCode).toBe(200);
    await harness.call(request).user.signOutEverywhere();
    await expectRefused(link, ALPHA);
  });

  it('stops opening within a second when its session is revoked elsewhere (another server, the database)', async () => {
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

  it('stops opening at once when its user is deactivated', async () => {
    const leaving = await addTestUser(harness, alpha.company.id, { email: 'leaving@links-alpha.test' });
    await withTenant(harness.deps.db, alpha.company.id, (tx) =>
      tx.update(tenantTables.users).set({ avatarKey: avatar }).where(eq(tenantTables.users.id, leaving.id)),
    );
    const { link } = await linkOfNewSession(leaving);
    expect((await fetchFile(link, ALPHA)).statusCode).toBe(200);
    await alpha.as('owner').company.team.update({ memberId: leaving.id, isActive: false });
    await expectRefused(link, ALPHA);
  });

  it('does not open on another company’s host, nor on the admin host', async () => {
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

  it('stops opening once it expires, whatever the session', async () => {
    const { link } = await linkOfNewSession();
    harness.clock.now = new Date(Date.now() + 10 * 60_000 + 1000);
    await expectRefused(link, ALPHA);
  });

  it('is refused with another session put in its place', async () => {
    const { link } = await linkOfNewSession();
    const { link: owners } = await linkOfNewSession(alpha.owner);
    const swapped = link.replace(params(link).get('sid')!, params(owners).get('sid')!);
    await expectRefused(swapped, ALPHA);
  });
});

describe('a super admin’s file link', () => {
  it('opens a company’s file on the admin host while the platform session is open, and not on the company’s host', async () => {
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

  it('stops opening once the super admin is deactivated', async () => {
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
