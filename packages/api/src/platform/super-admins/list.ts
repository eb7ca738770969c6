import { MESSAGES, type ListSuperAdminsInput } from '@app/contracts';
import { count, platformTables } from '@app/db';

import type { AppDeps } from '../../core/deps';
import { urlSigning } from '../../services/files/signed-url';
import type { SuperAdminActor } from '../../core/middlewares/auth';
import { listConditions, listOrder, statsSelection } from './list-query';
import { serializeSuperAdmin } from './serialize';

const { superAdmins } = platformTables;

/** One page of super admins, the total that matches, and the tile counts over all of them. */
export async function listSuperAdmins(deps: AppDeps, actor: SuperAdminActor, input: ListSuperAdminsInput) {
  const ctx = urlSigning({ deps, actor });
  const where = listConditions(input, ctx.now);
  const [rows, [matching], [stats]] = await Promise.all([
    deps.db
      .select()
      .from(superAdmins)
      .where(where)
      .orderBy(...listOrder(input))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    deps.db.select({ total: count() }).from(superAdmins).where(where),
    deps.db.select(statsSelection(ctx.now)).from(superAdmins),
  ]);
  const total = matching?.total ?? 0;
  return {
    message: MESSAGES.superAdmin.fetched,
    superAdmins: rows.map((row) => serializeSuperAdmin(row, ctx)),
    pagination: { page: input.page, limit: input.limit, total, pages: Math.ceil(total / input.limit) },
    stats: stats ?? { total: 0, thisWeek: 0, lastWeek: 0, active: 0, inactive: 0 },
  };
}
