import type { Pagination, TeamListInput, TeamListStats } from '@app/contracts';
import { count, tenantTables, type Executor } from '@app/db';

import { type UrlSigning } from '../files/signed-url';
import { listConditions, listOrder } from './list-query';
import { serializeMember, type SerializedMember } from './serialize';
import { memberStats } from './stats';

const { users } = tenantTables;

export interface MemberList {
  users: SerializedMember[];
  pagination: Pagination;
  stats: TeamListStats;
}

/**
 * One page of the team (owner, admins, team members first by default), the total that matches the
 * filters, and the tile counts over the whole team. Reads the tenant schema the transaction is on.
 */
export async function listMembers(
  tx: Executor,
  input: TeamListInput,
  ctx: UrlSigning,
  timeZone = 'UTC',
): Promise<MemberList> {
  const where = listConditions(input, ctx.now, timeZone);
  const rows = await tx
    .select()
    .from(users)
    .where(where)
    .orderBy(...listOrder(input))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
  const [matching] = await tx.select({ total: count() }).from(users).where(where);
  const total = matching?.total ?? 0;
  return {
    users: rows.map((row) => serializeMember(row, ctx)),
    pagination: { page: input.page, limit: input.limit, total, pages: Math.ceil(total / input.limit) },
    stats: await memberStats(tx, ctx.now, timeZone),
  };
}
