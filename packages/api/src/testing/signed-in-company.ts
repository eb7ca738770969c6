/**
 * A company with its owner, an admin and a team member, each signed in on the company's host (a
 * real session and access token apiece), for tests of the company portal's procedures and routes.
 */
import type { UserRole } from '@app/contracts';

import { addTestUser, createTestCompany } from '../auth/test-support';
import { openSession } from '../auth/sessions';
import { requireActiveCompany } from '../core/tenancy/scope';
import { issueTestToken, tenantHost, TEST_SECRET, type TestApp } from './harness';

export const PORTAL_ROLES = ['owner', 'admin', 'team_member'] as const satisfies readonly UserRole[];
export type PortalRole = (typeof PORTAL_ROLES)[number];

/** Tenant-host headers of a company user, with a fresh session. */
export async function portalRequest(
  app: TestApp,
  company: { id: number; subdomain: string },
  user: { id: string; role: string },
) {
  const token = await issueTestToken(app, { id: user.id, role: user.role as UserRole, companyId: company.id });
  return { ...tenantHost(company.subdomain), authorization: `Bearer ${token}` };
}

/** Both tokens of a fresh session, as sign-in opens it: for tests that refresh. */
export async function portalTokens(app: TestApp, subdomain: string, user: { id: string; email: string; role: string }) {
  const company = await requireActiveCompany(app.deps, subdomain);
  const account = { ...user, name: user.email, role: user.role as UserRole, isActive: true, passwordHash: null };
  const signing = { secret: TEST_SECRET, now: app.deps.now() };
  const opened = await app.deps.db.transaction((tx) => openSession(tx, { kind: 'tenant', company }, account, signing));
  return opened.tokens;
}

export async function signedInCompany(app: TestApp, subdomain: string) {
  const { company, owner } = await createTestCompany(app, { subdomain, ownerEmail: `owner@${subdomain}.test` });
  const admin = await addTestUser(app, company.id, {
    email: `admin@${subdomain}.test`,
    name: 'Ada Admin',
    role: 'admin',
  });
  const member = await addTestUser(app, company.id, { email: `member@${subdomain}.test`, name: 'Terry Teammate' });
  const users: Record<PortalRole, typeof owner> = { owner, admin, team_member: member };
  const request = {
    owner: await portalRequest(app, company, owner),
    admin: await portalRequest(app, company, admin),
    team_member: await portalRequest(app, company, member),
  };
  return {
    company,
    owner,
    admin,
    member,
    users,
    request,
    /** A caller on the company's host signed in as `role`. */
    as: (role: PortalRole) => app.call(request[role]),
  };
}

export type SignedInCompany = Awaited<ReturnType<typeof signedInCompany>>;
