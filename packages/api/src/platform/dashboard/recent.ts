import { DASHBOARD, MESSAGES, type CompanyStatus, type DashboardActivity } from '@app/contracts';
import { desc, platformTables, type Executor } from '@app/db';

import { fileUrlFor } from '../../services/files/signed-url';
import { isCompanyActive } from '../../core/tenancy/directory';

const { companies, superAdmins } = platformTables;

export interface Signing {
  secret: string;
  now: Date;
}

/** The newest companies (docs/product/platform-admin.md#dashboard: 5), straight off the created_at index. */
export async function recentCompanies(db: Executor, signing: Signing) {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      subdomain: companies.subdomain,
      logoKey: companies.logoKey,
      status: companies.status,
      subscriptionEndDate: companies.subscriptionEndDate,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(DASHBOARD.recentCompanies);
  return rows.map((row) => ({
    id: row.id,
    _id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    logo: fileUrlFor(signing, row.logoKey),
    status: row.status as CompanyStatus,
    // An expired company is shown inactive whatever its stored status (docs/product/platform-admin.md#states).
    displayStatus: isCompanyActive(row, signing.now) ? ('active' as const) : ('inactive' as const),
    createdAt: row.createdAt.toISOString(),
  }));
}

export type RecentCompany = Awaited<ReturnType<typeof recentCompanies>>[number];

/** Only as many super admins as the activity feed shows. */
export async function newestSuperAdmins(db: Executor) {
  return db
    .select({ id: superAdmins.id, name: superAdmins.name, email: superAdmins.email, createdAt: superAdmins.createdAt })
    .from(superAdmins)
    .orderBy(desc(superAdmins.createdAt), desc(superAdmins.id))
    .limit(DASHBOARD.activitySuperAdmins);
}

type NewestSuperAdmin = Awaited<ReturnType<typeof newestSuperAdmins>>[number];

/**
 * The feed the product describes (the 3 newest companies and the 2 newest super admins, newest
 * first, at most 10), from real rows only: with no data it is empty and the screen says so.
 */
export function recentActivity(
  companiesNewestFirst: RecentCompany[],
  admins: NewestSuperAdmin[],
  baseDomain: string,
): DashboardActivity[] {
  const created: DashboardActivity[] = companiesNewestFirst.slice(0, DASHBOARD.activityCompanies).map((c) => ({
    id: `company-${c.id}`,
    type: 'company_created',
    title: MESSAGES.dashboard.companyCreatedTitle,
    description: `${c.name} (${c.subdomain}.${baseDomain})`,
    createdAt: c.createdAt,
  }));
  const added: DashboardActivity[] = admins.map((a) => ({
    id: `super-admin-${a.id}`,
    type: 'super_admin_added',
    title: MESSAGES.dashboard.superAdminAddedTitle,
    description: `${a.name} (${a.email})`,
    createdAt: a.createdAt.toISOString(),
  }));
  // ISO timestamps in UTC compare correctly as text.
  return [...created, ...added]
    .sort((x, y) => (x.createdAt < y.createdAt ? 1 : x.createdAt > y.createdAt ? -1 : 0))
    .slice(0, DASHBOARD.activityFeed);
}
