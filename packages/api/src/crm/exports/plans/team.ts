/** The team export: the company portal's team list (its search, filters and order), as columns. */
import type { TeamListInput } from '@app/contracts';
import { sql, tenantTables } from '@app/db';

import { listConditions, listOrder } from '../../../kit/members/list-query';
import { utcMinute, type ExportPlan } from '../plan';

const { users } = tenantTables;

const ROLE_NAMES: Record<string, string> = { owner: 'Owner', admin: 'Admin', team_member: 'Team Member' };

export function teamPlan(input: TeamListInput, now: Date): ExportPlan {
  return {
    name: 'Team',
    columns: [
      { header: 'Name', value: sql`${users.name}` },
      { header: 'Email', value: sql`${users.email}` },
      { header: 'Role', value: sql`${users.role}`, present: (v) => (v === null ? null : (ROLE_NAMES[v] ?? v)) },
      { header: 'Status', value: sql`case when ${users.isActive} then 'Active' else 'Inactive' end` },
      { header: 'Phone', value: sql`${users.phone}` },
      { header: 'Department', value: sql`${users.department}` },
      { header: 'Designation', value: sql`${users.designation}` },
      { header: 'Last Login (UTC)', value: utcMinute(users.lastLoginAt) },
      { header: 'Joined (UTC)', value: utcMinute(users.createdAt) },
    ],
    from: sql`from ${users}`,
    where: listConditions(input, now),
    order: listOrder(input),
  };
}
