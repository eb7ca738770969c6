import type { TeamListStats, TeamStatsSummary } from '@app/contracts';
import { sql, tenantTables, type Executor } from '@app/db';

import { tileFilters } from './list-query';
import { countWhere } from '../pagination/page';

const { users } = tenantTables;

/** The tile counts and the count per role over the whole team, in one pass over the table. */
export async function memberStats(tx: Executor, now: Date, timeZone = 'UTC'): Promise<TeamListStats> {
  const tiles = tileFilters(now, timeZone);
  const [row] = await tx
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      thisWeek: countWhere(tiles.currentWeek),
      lastWeek: countWhere(tiles.lastWeek),
      active: countWhere(tiles.active),
      inactive: countWhere(tiles.inactive),
      owner: countWhere(sql`${users.role} = 'owner'`),
      admin: countWhere(sql`${users.role} = 'admin'`),
      teamMember: countWhere(sql`${users.role} = 'team_member'`),
    })
    .from(users);
  const {
    owner = 0,
    admin = 0,
    teamMember = 0,
    ...tileCounts
  } = row ?? { total: 0, thisWeek: 0, lastWeek: 0, active: 0, inactive: 0 };
  return { ...tileCounts, byRole: { owner, admin, team_member: teamMember } };
}

/** The team stats call's shape (docs/product/company-portal.md#records): counts per role and status, and the seats used. */
export function statsSummary(stats: TeamListStats): TeamStatsSummary {
  return {
    users: { ...stats.byRole, total: stats.total, active: stats.active, inactive: stats.inactive },
    usage: { users: stats.total },
  };
}
