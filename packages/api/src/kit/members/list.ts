import type { Pagination, TeamListInput, TeamListStats } from '@app/contracts';
import { count, tenantTables, type Executor } from '@app/db';

import { type UrlSigning } from '../../services/files/signed-url';
import { pageQuery, pageWithCursor, readPage } from '../pagination/cursor';
import { paginationOf } from '../pagination/page';
import { listConditions, listTerms } from './list-query';
import { serializeMember, type SerializedMember } from './serialize';
import { memberStats } from './stats';

const { users } = tenantTables;

export interface MemberList {
  users: SerializedMember[];
  pagination: Pagination;
  nextCursor: string | null;
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
  const terms = listTerms(input);
  const rows = await readPage(input, () =>
    pageQuery(input, terms, where, (cursor) => tx.select({ user: users, cursor }).from(users)),
  );
  const [matching] = await tx.select({ total: count() }).from(users).where(where);
  const total = matching?.total ?? 0;
  const page = pageWithCursor(rows, input);
  return {
    users: page.rows.map((row) => serializeMember(row.user, ctx)),
    pagination: paginationOf(input, total),
    nextCursor: page.nextCursor,
    stats: await memberStats(tx, ctx.now, timeZone),
  };
}
