import { TOKENS } from '@app/contracts';
import { and, eq, isNull, platformTables, sql, tenantTables, withTenant, type SQL } from '@app/db';

import type { AppDeps } from '../../core/deps';
import { HostMismatchError, resolveHost, type HostTarget } from '../../core/tenancy/host';
import { isCompanyActive, type CompanyRecord } from '../../core/tenancy/directory';
import { platformKeyTable } from '../../kit/api-keys/store';
import type { ParsedKey } from './keys';
import { isKeyViewer, verifyFileLink, type FileLinkQuery, type FileViewer } from './signed-url';

const { sessions, superAdmins } = platformTables;
const { users, apiKeys } = tenantTables;

/** The key a key's link names is neither revoked nor expired (both tables have these columns). */
const keyLive = (table: typeof apiKeys, viewer: FileViewer): SQL =>
  and(
    eq(table.id, viewer.userId),
    isNull(table.revokedAt),
    sql`(${table.expiresAt} is null or ${table.expiresAt} > now())`,
  )!;

/** The request facts the check needs, as the API resolves hosts everywhere. */
export interface LinkRequest {
  host?: string;
  subdomainHeader?: string;
}

function targetOf(deps: AppDeps, request: LinkRequest): HostTarget | null {
  try {
    return resolveHost(request.host, request.subdomainHeader, deps.config.baseDomain);
  } catch (error) {
    if (error instanceof HostMismatchError) return null;
    throw error;
  }
}

/** The link's session, still open, of the account the link names, in the realm that signed it. */
const sessionOf = (viewer: FileViewer): SQL =>
  and(
    eq(sessions.id, viewer.sessionId),
    eq(sessions.subjectId, viewer.userId),
    eq(sessions.audience, viewer.audience),
    isNull(sessions.revokedAt),
    sql`${sessions.expiresAt} > now()`,
  )!;

/** Super admins' links read the database every time, as their calls do: the admin host is quiet. */
async function platformSessionOpen(deps: AppDeps, viewer: FileViewer): Promise<boolean> {
  if (isKeyViewer(viewer)) {
    const table = platformKeyTable;
    const [key] = await deps.db.select({ id: table.id }).from(table).where(keyLive(table, viewer)).limit(1);
    return key !== undefined;
  }
  const [row] = await deps.db
    .select({ active: superAdmins.isActive })
    .from(sessions)
    .innerJoin(superAdmins, eq(superAdmins.id, sessions.subjectId))
    .where(sessionOf(viewer))
    .limit(1);
  return row?.active === true;
}

/**
 * A company user's link: answered from the session checks this server made within the last second
 * (decision 0018 §9), so the files of a screen mostly cost no database read; otherwise the session
 * row and the user row are read, and the check is kept for the calls and files that follow.
 */
async function companySessionOpen(deps: AppDeps, company: CompanyRecord, viewer: FileViewer): Promise<boolean> {
  if (isKeyViewer(viewer)) {
    const [key] = await withTenant(deps.db, company.id, (tx) =>
      tx.select({ id: apiKeys.id }).from(apiKeys).where(keyLive(apiKeys, viewer)).limit(1),
    );
    return key !== undefined;
  }
  const { checkedSessions } = deps;
  if (checkedSessions.remembered(company.id, viewer.sessionId, viewer.userId, deps.now())) return true;
  const mark = checkedSessions.mark(company.id);
  const openUntil = sql`(select ${sessions.expiresAt} from ${sessions} where ${sessionOf(viewer)})`.mapWith(
    sessions.expiresAt,
  );
  const [row] = await withTenant(deps.db, company.id, (tx) =>
    tx.select({ user: users, openUntil }).from(users).where(eq(users.id, viewer.userId)).limit(1),
  );
  if (!row || !row.openUntil || !row.user.isActive) return false;
  checkedSessions.remember(mark, company.id, viewer.sessionId, row.user, row.openUntil);
  return true;
}

/**
 * Whether a signed link to a non-public file is honoured for this request, and until when (epoch
 * seconds). The request's host picks the realm: on a company's host only that company's files,
 * with a link one of its users' sessions asked for, while the company is active; on a platform host
 * any file, with a super admin's link. Then the session must be open and its account active.
 */
export async function honouredUntil(
  deps: AppDeps,
  request: LinkRequest,
  parsed: ParsedKey,
  query: FileLinkQuery,
): Promise<number | null> {
  const target = targetOf(deps, request);
  if (!target) return null;
  const now = deps.now();
  if (target.kind === 'platform') {
    const link = verifyFileLink(deps.config.jwtSecret, parsed.key, TOKENS.platformAudience, query, now);
    return link && (await platformSessionOpen(deps, link.viewer)) ? link.exp : null;
  }
  if (parsed.companyId === null) return null;
  const link = verifyFileLink(deps.config.jwtSecret, parsed.key, String(parsed.companyId), query, now);
  if (!link) return null;
  const company = await deps.directory.bySubdomain(target.subdomain);
  if (!company || company.id !== parsed.companyId || !isCompanyActive(company, now)) return null;
  return (await companySessionOpen(deps, company, link.viewer)) ? link.exp : null;
}
