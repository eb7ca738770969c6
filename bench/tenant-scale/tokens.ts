import { SUPER_ADMIN_ROLE, TOKENS, type TokenRole } from '@app/contracts';
import { eq, platformTables, type Database } from '@app/db';
import { signAccessToken } from '@app/api/auth/tokens';

/** A real session row and a real signed access token (sign-in itself is not what is measured). */
export async function tokenFor(
  db: Database,
  secret: string,
  subject: { id: string; role: TokenRole; companyId: number | null },
): Promise<string> {
  const audience = subject.companyId === null ? TOKENS.platformAudience : String(subject.companyId);
  const [session] = await db
    .insert(platformTables.sessions)
    .values({
      audience,
      companyId: subject.companyId,
      subjectId: subject.id,
      role: subject.role,
      expiresAt: new Date(Date.now() + TOKENS.refreshAbsoluteTtlMs),
    })
    .returning();
  return signAccessToken(secret, { sub: subject.id, role: subject.role, sid: session!.id, aud: audience }, new Date());
}

/** A super admin, and a way to sign a fresh token for it whenever the last one may have expired. */
export async function superAdminTokens(db: Database, secret: string): Promise<() => Promise<string>> {
  const [admin] = await db
    .insert(platformTables.superAdmins)
    .values({ email: 'bench@example.com', name: 'Bench' })
    .returning();
  return () => tokenFor(db, secret, { id: admin!.id, role: SUPER_ADMIN_ROLE, companyId: null });
}

export async function superAdminToken(db: Database, secret: string): Promise<string> {
  return (await superAdminTokens(db, secret))();
}

export async function ownerToken(db: Database, secret: string, companyId: number): Promise<string> {
  const [company] = await db
    .select({ ownerId: platformTables.companies.ownerId })
    .from(platformTables.companies)
    .where(eq(platformTables.companies.id, companyId));
  return tokenFor(db, secret, { id: company!.ownerId!, role: 'owner', companyId });
}
