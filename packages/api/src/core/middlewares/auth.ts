import { MESSAGES, SUPER_ADMIN_ROLE, TOKENS, type UserRole } from '@app/contracts';
import { eq, platformTables, sql, tenantTables, withTenant, type Tx } from '@app/db';

import {
  companyKeyActor,
  countKeyRequest,
  platformKeyActor,
  type ApiKeyActor,
  type PlatformKeyActor,
} from '../../kit/api-keys/authenticate';
import { presentedKey } from '../../kit/api-keys/secret';
import type { Call } from '../../kit/api-keys/scopes';
import type { CheckedUser } from '../../auth/checked-sessions';
import { bearerToken, verifyAccessToken, type AccessClaims } from '../../auth/tokens';
import type { Context } from '../context';
import { AppError } from '../errors';
import type { CompanyRecord } from '../tenancy/directory';

const { superAdmins, sessions } = platformTables;
const { users } = tenantTables;

export interface SuperAdminActor {
  kind: 'super_admin';
  id: string;
  name: string;
  email: string;
  avatarKey: string | null;
  sessionId: string;
}

export interface UserActor {
  kind: 'user';
  id: string;
  name: string;
  email: string;
  role: UserRole;
  avatarKey: string | null;
  sessionId: string;
}

/** Whoever calls a company-portal or CRM procedure: a signed-in person or an integration's key. */
export type CompanyActor = UserActor | ApiKeyActor;
/** Whoever calls a platform procedure: a signed-in super admin or a platform key. */
export type PlatformActor = SuperAdminActor | PlatformKeyActor;
export type { ApiKeyActor, PlatformKeyActor };

/** The user id to store where a column names a person (created by, acted by): none for a key. */
export const personIdOf = (actor: CompanyActor): string | null => (actor.kind === 'user' ? actor.id : null);

async function claimsFor(ctx: Context, audience: string): Promise<AccessClaims> {
  // A key where only a person's session will do (signing in, one's own account): say so plainly.
  if (presentedKey(ctx.request)) throw new AppError('FORBIDDEN', MESSAGES.apiKeys.personOnly);
  const token = bearerToken(ctx.request.authorization);
  if (!token) throw new AppError('UNAUTHORIZED', MESSAGES.auth.unauthorized);
  const verified = await verifyAccessToken(ctx.deps.config.jwtSecret, token, audience, ctx.deps.now());
  if (!verified.ok) {
    const message = verified.reason === 'wrong-audience' ? MESSAGES.auth.wrongHost : MESSAGES.auth.sessionExpired;
    throw new AppError('UNAUTHORIZED', message);
  }
  return verified.claims;
}

/** The session must still be open: logout, deactivation and deletion revoke it at once. */
const sessionOpen = (sid: string) =>
  sql<boolean>`exists (select 1 from ${sessions} where ${sessions.id} = ${sid} and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`;

export async function authenticateSuperAdmin(ctx: Context): Promise<SuperAdminActor> {
  const claims = await claimsFor(ctx, TOKENS.platformAudience);
  if (claims.role !== SUPER_ADMIN_ROLE) throw new AppError('UNAUTHORIZED', MESSAGES.auth.wrongHost);
  const [row] = await ctx.deps.db
    .select({ admin: superAdmins, open: sessionOpen(claims.sid) })
    .from(superAdmins)
    .where(eq(superAdmins.id, claims.sub))
    .limit(1);
  if (!row || !row.open || !row.admin.isActive) throw new AppError('UNAUTHORIZED', MESSAGES.auth.sessionExpired);
  const { admin } = row;
  return {
    kind: 'super_admin',
    id: admin.id,
    name: admin.name,
    email: admin.email,
    avatarKey: admin.avatarKey,
    sessionId: claims.sid,
  };
}

/**
 * The account row each check read, for the request that made it: `me` answers from it instead of
 * reading the same row again (docs/decisions/0018-request-path.md).
 */
const checkedRows = new WeakMap<UserActor, CheckedUser>();
export const checkedUserRow = (actor: UserActor) => checkedRows.get(actor);

/** When the session ends, if it is still open (not revoked, not expired). */
const sessionOpenUntil = (sid: string) =>
  sql`(select ${sessions.expiresAt} from ${sessions} where ${sessions.id} = ${sid} and ${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`.mapWith(
    sessions.expiresAt,
  );

function userActor(user: CheckedUser, sessionId: string): UserActor {
  const actor: UserActor = {
    kind: 'user',
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role as UserRole,
    avatarKey: user.avatarKey,
    sessionId,
  };
  checkedRows.set(actor, user);
  return actor;
}

async function userClaims(ctx: Context, company: CompanyRecord): Promise<AccessClaims> {
  const claims = await claimsFor(ctx, String(company.id));
  if (claims.role === SUPER_ADMIN_ROLE) throw new AppError('UNAUTHORIZED', MESSAGES.auth.wrongHost);
  return claims;
}

/** The session of `claims` if this server checked it within the last second, nothing written since. */
const rememberedOf = (ctx: Context, company: CompanyRecord, claims: AccessClaims) =>
  ctx.deps.checkedSessions.remembered(company.id, claims.sid, claims.sub, ctx.deps.now());

/**
 * A company user whose session this server checked within the last second and nothing written
 * since (decision 0018 §9), without reading the database; undefined when it must be read.
 */
export async function rememberedUser(
  ctx: Context,
  company: CompanyRecord,
): Promise<{ user: CheckedUser; sessionId: string } | undefined> {
  const claims = await userClaims(ctx, company);
  const user = rememberedOf(ctx, company, claims);
  return user && { user, sessionId: claims.sid };
}

/** The user of `claims` as the tenant schema has it now, read in `tx`; remembered for a second. */
async function checkedActor(ctx: Context, company: CompanyRecord, tx: Tx, claims: AccessClaims): Promise<UserActor> {
  const { deps } = ctx;
  const mark = deps.checkedSessions.mark(company.id);
  const [row] = await tx
    .select({ user: users, openUntil: sessionOpenUntil(claims.sid) })
    .from(users)
    .where(eq(users.id, claims.sub))
    .limit(1);
  if (!row || !row.openUntil || !row.user.isActive) throw new AppError('UNAUTHORIZED', MESSAGES.auth.sessionExpired);
  deps.checkedSessions.remember(mark, company.id, claims.sid, row.user, row.openUntil);
  return userActor(row.user, claims.sid);
}

/**
 * A company user, read from the tenant schema inside the request's transaction, or for a read
 * (`fromMemory`) possibly from a check made within the last second. A write always reads it, so
 * nothing is written on a session or a role a moment out of date.
 */
export async function authenticateUser(
  ctx: Context & { company: CompanyRecord; tx: Tx },
  { fromMemory = false } = {},
): Promise<UserActor> {
  const { company } = ctx;
  const claims = await userClaims(ctx, company);
  const remembered = fromMemory && rememberedOf(ctx, company, claims);
  if (remembered) return userActor(remembered, claims.sid);
  return checkedActor(ctx, company, ctx.tx, claims);
}

/**
 * A company user for a read that holds no transaction of its own (tenantReaderProcedure): the
 * session checked within the last second, from memory, or else checked in a short transaction.
 */
export async function authenticateReader(ctx: Context, company: CompanyRecord): Promise<UserActor> {
  const claims = await userClaims(ctx, company);
  const remembered = rememberedOf(ctx, company, claims);
  if (remembered) return userActor(remembered, claims.sid);
  return withTenant(ctx.deps.db, company.id, (tx) => checkedActor(ctx, company, tx, claims));
}

/** A company-portal or CRM call's caller: an API key when the request presents one, else a person. */
export async function authenticateCompanyCaller(
  ctx: Context & { company: CompanyRecord; tx: Tx },
  call: Call,
): Promise<CompanyActor> {
  const key = presentedKey(ctx.request);
  if (key !== undefined) return companyKeyActor(ctx, ctx.tx, key, call);
  return authenticateUser(ctx, { fromMemory: call.type === 'query' });
}

/** A read without a transaction of its own (tenantReaderProcedure): a key is read in a short one. */
export async function authenticateCompanyReader(
  ctx: Context,
  company: CompanyRecord,
  call: Call,
): Promise<CompanyActor> {
  const key = presentedKey(ctx.request);
  if (key === undefined) return authenticateReader(ctx, company);
  await countKeyRequest(ctx, key);
  return withTenant(ctx.deps.db, company.id, (tx) => companyKeyActor(ctx, tx, key, call));
}

/** A platform call's caller: a platform key when the request presents one, else a super admin. */
export async function authenticatePlatformCaller(ctx: Context, call: Call): Promise<PlatformActor> {
  const key = presentedKey(ctx.request);
  if (key !== undefined) return platformKeyActor(ctx, key, call);
  return authenticateSuperAdmin(ctx);
}
