/** Helpers for the auth integration tests (not used by the product). */
import { TRPCError } from '@trpc/server';

import type { UserRole } from '@app/contracts';
import { eq, platformTables, provisionTenantSchema, tenantTables, withTenant } from '@app/db';

import { describeError, type DescribedError } from '../core/errors';
import { printedCode, type TestApp } from '../testing/harness';
import type { SignedIn, SignInAnswer } from './sign-in';

const { companies, mailOutbox } = platformTables;
const { users } = tenantTables;

export interface TestCompanyOptions {
  subdomain: string;
  name?: string;
  status?: string;
  subscriptionEndDate?: string | null;
  ownerEmail?: string;
}

/**
 * A company with its schema and owner, made directly in one transaction like provisioning does,
 * so these tests do not depend on the companies service.
 */
export async function createTestCompany(app: TestApp, options: TestCompanyOptions) {
  const ownerEmail = options.ownerEmail ?? `owner@${options.subdomain}.example.com`;
  return app.deps.db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: options.name ?? `Company ${options.subdomain}`,
        subdomain: options.subdomain,
        status: options.status ?? 'active',
        subscriptionEndDate: options.subscriptionEndDate ?? null,
      })
      .returning();
    await provisionTenantSchema(tx, company!.id);
    const [owner] = await tx
      .insert(users)
      .values({ name: 'Olivia Owner', email: ownerEmail, role: 'owner' })
      .returning();
    return { company: company!, owner: owner! };
  });
}

/** Adds a user to a company's schema. */
export async function addTestUser(
  app: TestApp,
  companyId: number,
  user: { email: string; name?: string; role?: UserRole; isActive?: boolean; passwordHash?: string },
) {
  return withTenant(app.deps.db, companyId, async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...user, name: user.name ?? 'Terry Teammate', role: user.role ?? 'team_member' })
      .returning();
    return row!;
  });
}

export async function setCompany(
  app: TestApp,
  companyId: number,
  values: { status?: string; subscriptionEndDate?: string | null; allowAdminCompanySettings?: boolean },
) {
  await app.deps.db.update(companies).set(values).where(eq(companies.id, companyId));
}

/**
 * The code in the newest mail to `email`, or null when none was sent: read from what the console
 * mailer printed, since the outbox keeps no codes.
 */
export async function latestCode(app: TestApp, email: string): Promise<string | null> {
  return printedCode(app, email);
}

export async function mailCount(app: TestApp, email: string): Promise<number> {
  const rows = await app.deps.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  return rows.length;
}

/** Every mail to `email` in the outbox, oldest first. */
export const mailsTo = (app: TestApp, email: string) =>
  app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.createdAt);

/** What a client would see for a failing call (code, status, message, field errors). */
export async function failureOf(call: Promise<unknown>): Promise<DescribedError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return describeError(error);
    throw error;
  }
  throw new Error('expected the call to fail, it succeeded');
}

let ipCounter = 0;
/** A fresh client address per test, so per-IP limits of one test never affect another. */
export const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export const bearer = (token: string) => `Bearer ${token}`;

/** The tokens of a sign-in answer; fails the test when a second factor was asked for instead. */
export function tokensOf(answer: SignInAnswer): SignedIn {
  if ('twoFactorRequired' in answer) throw new Error('expected tokens, a second factor was asked for');
  return answer;
}
