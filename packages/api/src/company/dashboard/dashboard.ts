import { COMPANY_DASHBOARD } from '@app/contracts';
import { desc, tenantTables } from '@app/db';

import { requireCompany } from '../../platform/companies/queries';
import { fileUrlFor, urlSigning } from '../../services/files/signed-url';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { systemHealth } from './health';

const { users } = tenantTables;

/**
 * The company dashboard (docs/product/company-portal.md#dashboard): seats from the platform counters (kept in the same
 * transaction as every team change), the newest users through users_created_at_idx, and the
 * health checks. Its cost does not grow with the company's data. The CRM figures are crm.dashboard's.
 */
export async function companyDashboard(ctx: TenantContext) {
  const company = await requireCompany(ctx.tx, ctx.company.id);
  const recent = await ctx.tx
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      createdAt: users.createdAt,
      avatarKey: users.avatarKey,
    })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(COMPANY_DASHBOARD.recentUsers);
  const signing = urlSigning(ctx);
  const { usersTotal: total, usersActive: active } = company;
  return {
    stats: {
      usage: { users: total },
      users: { total, active, inactive: Math.max(0, total - active) },
    },
    recentUsers: recent.map((u) => ({
      id: u.id,
      _id: u.id,
      name: u.name,
      role: u.role,
      createdAt: u.createdAt.toISOString(),
      avatar: fileUrlFor(signing, u.avatarKey),
    })),
    health: await systemHealth(ctx.deps, ctx.tx),
  };
}
