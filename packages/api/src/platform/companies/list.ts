import { MESSAGES, type ListCompaniesInput } from '@app/contracts';
import { count, platformTables } from '@app/db';

import type { AppDeps } from '../../core/deps';
import { urlSigning } from '../../services/files/signed-url';
import type { PlatformActor } from '../../core/middlewares/auth';
import { listConditions, listOrder, statsSelection } from './list-query';
import { serializeCompany } from './serialize';

const { companies } = platformTables;

/** One page of companies with the total that matches and the tile counts over all companies. */
export async function listCompanies(deps: AppDeps, actor: PlatformActor, input: ListCompaniesInput) {
  const ctx = urlSigning({ deps, actor });
  const where = listConditions(input, ctx.now);
  const [rows, [matching], [stats]] = await Promise.all([
    deps.db
      .select()
      .from(companies)
      .where(where)
      .orderBy(...listOrder(input, ctx.now))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    deps.db.select({ total: count() }).from(companies).where(where),
    deps.db.select(statsSelection(ctx.now)).from(companies),
  ]);
  const total = matching?.total ?? 0;
  return {
    message: MESSAGES.company.fetched,
    companies: rows.map((row) => serializeCompany(row, ctx)),
    pagination: { page: input.page, limit: input.limit, total, pages: Math.ceil(total / input.limit) },
    stats: stats ?? { total: 0, thisWeek: 0, lastWeek: 0, active: 0, inactive: 0 },
  };
}
