import { createCompanyInput } from '@app/contracts';
import { eq, platformTables, sql, tenantTables, withTenant } from '@app/db';
import type { AppDeps } from '@app/api';
import { createCompany } from '@app/api/platform/companies/create';

import { DEMO_TIME_ZONE } from './demo-crm/clock';
import { seedDemoCrm } from './demo-crm/seed-crm';

const { companies } = platformTables;
const { users } = tenantTables;

type SuperAdminRow = typeof platformTables.superAdmins.$inferSelect;

const OWNER = { fullName: 'Asha Kapoor', email: 'owner@acme.test' };

const TEAM = [
  { name: 'Priya Sharma', email: 'priya@acme.test', role: 'admin', department: 'Sales', designation: 'Manager' },
  {
    name: 'Rahul Verma',
    email: 'rahul@acme.test',
    role: 'team_member',
    department: 'Engineering',
    designation: 'Senior Developer',
  },
  {
    name: 'Ananya Iyer',
    email: 'ananya@acme.test',
    role: 'team_member',
    department: 'Marketing',
    designation: 'Designer',
  },
  {
    name: 'Vikram Singh',
    email: 'vikram@acme.test',
    role: 'team_member',
    department: 'Operations',
    designation: 'Coordinator',
  },
] as const;

/** Who can sign in to the demo company, one of each role, for the start-up banner. */
export const DEMO_SIGN_INS = {
  owner: OWNER.email,
  admin: TEAM[0].email,
  teamMember: TEAM[1].email,
} as const;

/**
 * The demo company `acme`: provisioned through the same service a super admin uses, then a small
 * team and a CRM with months of brands, leads, meetings and enquiries.
 */
export async function seedDemoCompany(deps: AppDeps, admin: SuperAdminRow): Promise<void> {
  const actor = {
    kind: 'super_admin' as const,
    id: admin.id,
    name: admin.name,
    email: admin.email,
    avatarKey: null,
    sessionId: '',
  };
  const input = createCompanyInput.parse({
    companyName: 'Acme',
    subdomain: 'acme',
    description: 'Demo company',
    website: 'https://acme.test',
    phone: '+91 98765 43210',
    owner: OWNER,
  });
  const { company } = await createCompany(deps, actor, input);
  const companyId = Number(company.id);
  await withTenant(deps.db, companyId, async (tx) => {
    await tx.insert(users).values(TEAM.map((member) => ({ ...member })));
    // The platform counters move in the same transaction as the tenant rows (docs/architecture.md#tenancy).
    await tx
      .update(companies)
      .set({
        usersTotal: sql`${companies.usersTotal} + ${TEAM.length}`,
        usersActive: sql`${companies.usersActive} + ${TEAM.length}`,
        // The demo's sales people get their daily digest as soon as the product starts, whatever
        // the hour: due from midnight on (a real company picks its hour in company settings).
        digestHour: 0,
        // An Indian company on India's clock: its meetings, "today" and the times it shows.
        timeZone: DEMO_TIME_ZONE,
      })
      .where(eq(companies.id, companyId));
    await seedDemoCrm(tx, deps.now(), DEMO_TIME_ZONE);
  });
  deps.log.info('created the demo company acme');
}
