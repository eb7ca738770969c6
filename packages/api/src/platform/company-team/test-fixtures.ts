/** Shared set-up for the company team integration tests (not a test file itself). */
import { TOKENS } from '@app/contracts';
import { eq, platformTables, tenantTables, withTenant } from '@app/db';

import { companyInput, companyRow, timelineOf, trackedStorage } from '../companies/test-fixtures';
import { describeError } from '../../core/errors';
import { isTRPCError } from '../../core/middlewares/errors';
import { createTestApp, superAdminRequest, type TestApp } from '../../testing/harness';

export { fileExists, svgUpload, tinyPng, upload } from '../companies/test-fixtures';

export type TrackedStorage = Awaited<ReturnType<typeof trackedStorage>>;
export type AdminRequest = Awaited<ReturnType<typeof superAdminRequest>>['request'];

/** A fresh database, tracked file storage and a signed-in super admin's request headers. */
export async function teamTestApp() {
  const storage = await trackedStorage();
  const app = await createTestApp({ storage });
  const { admin, request } = await superAdminRequest(app);
  return { app, storage, admin, request };
}

export const teamOf = (app: TestApp, request: AdminRequest) => app.call(request).platform.companyTeam;

export async function createCompany(
  app: TestApp,
  request: AdminRequest,
  subdomain: string,
  extra: Record<string, unknown> = {},
) {
  return (await app.call(request).platform.companies.create({ ...companyInput(subdomain), ...extra })).company;
}

/** The platform copies this folder keeps current. */
export async function platformCopy(app: TestApp, companyId: number) {
  const row = (await companyRow(app, companyId))!;
  return {
    usersTotal: row.usersTotal,
    usersActive: row.usersActive,
    ownerName: row.ownerName,
    ownerAvatarKey: row.ownerAvatarKey,
  };
}

export const tenantUsers = (app: TestApp, companyId: number) =>
  withTenant(app.deps.db, companyId, (tx) => tx.select().from(tenantTables.users).orderBy(tenantTables.users.email));

/** The counters the platform copy must hold, counted from the tenant's users. */
export async function countedUsers(app: TestApp, companyId: number) {
  const users = await tenantUsers(app, companyId);
  return { usersTotal: users.length, usersActive: users.filter((u) => u.isActive).length };
}

export const userEvents = async (app: TestApp, companyId: number) =>
  (await timelineOf(app, companyId)).filter((e) => e.action.startsWith('user_'));

/** A refresh-token family for a company user (of `role`), as sign-in would open it. */
export async function openSession(
  app: TestApp,
  companyId: number,
  subjectId: string,
  role: 'owner' | 'team_member' = 'team_member',
) {
  const [session] = await app.deps.db
    .insert(platformTables.sessions)
    .values({
      audience: String(companyId),
      companyId,
      subjectId,
      role,
      expiresAt: new Date(Date.now() + TOKENS.refreshAbsoluteTtlMs),
    })
    .returning();
  return session!;
}

export const sessionById = async (app: TestApp, id: string) =>
  (await app.deps.db.select().from(platformTables.sessions).where(eq(platformTables.sessions.id, id)))[0]!;

/** Stored avatar keys of a company (tracked storage). */
export const avatarKeys = (storage: TrackedStorage, companyId: number) =>
  [...storage.keys].filter((k) => k.startsWith(`companies/${companyId}/avatars/`)).sort();

/** The status, code and field errors a client would see for a failed call. */
export async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  if (!isTRPCError(error)) throw error;
  return describeError(error);
}

/** Everything a refused call must leave as it was. */
export async function snapshot(app: TestApp, storage: TrackedStorage, companyId: number) {
  const sessions = await app.deps.db
    .select({ id: platformTables.sessions.id, revokedAt: platformTables.sessions.revokedAt })
    .from(platformTables.sessions)
    .where(eq(platformTables.sessions.companyId, companyId))
    .orderBy(platformTables.sessions.id);
  return {
    copy: await platformCopy(app, companyId),
    users: await tenantUsers(app, companyId),
    events: (await userEvents(app, companyId)).length,
    files: avatarKeys(storage, companyId),
    sessions,
  };
}
