import { performer } from '../../platform/companies/timeline';
import { requestFacts } from '../../kit/security-log';
import type { TeamScope } from '../../kit/members';
import type { TenantContext } from '../../core/tenancy/portal-context';

/** The signed-in user is the one the timeline names, and whose role decides what they may change. */
export const portalScope = (ctx: TenantContext): TeamScope => ({
  companyId: ctx.company.id,
  now: ctx.deps.now(),
  actor: { ...performer(ctx.actor), role: ctx.actor.role, isKey: ctx.actor.kind === 'api_key' },
  request: requestFacts(ctx.request),
});
