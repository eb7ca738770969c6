import type { TeamBulkInput } from '@app/contracts';

import { bulkMembers } from '../../kit/members';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { portalScope } from './scope';

/** The bulk bar: every id in its own savepoint of the request's transaction (team/bulk.ts). */
export async function bulkTeam(ctx: TenantContext, input: TeamBulkInput) {
  const { garbage, ...outcome } = await bulkMembers(ctx.tx, portalScope(ctx), input, ctx.deps.log);
  ctx.files.discardAfterCommit(garbage);
  return outcome;
}
