import type { Tx } from '@app/db';

import { performer } from '../../platform/companies/timeline';
import type { RequestInfo } from '../../core/context';
import { requestFacts } from '../../kit/security-log';
import type { AppDeps } from '../../core/deps';
import type { CompanyActor } from '../../core/middlewares/auth';
import type { TeamScope } from '../../kit/members';
import type { AfterCommit } from '../../core/tenancy/after-commit';
import type { CompanyRecord } from '../../core/tenancy/directory';
import type { RequestFiles } from '../../core/tenancy/request-files';

/**
 * What a team call on a company host runs with: the host's company, the request's transaction on
 * its schema, its files and after-commit work (tenantProcedure), and the signed-in owner or admin.
 */
export interface TeamManagerContext {
  deps: AppDeps;
  company: CompanyRecord;
  tx: Tx;
  files: RequestFiles;
  afterCommit: AfterCommit;
  actor: CompanyActor;
  request: RequestInfo;
}

/** The signed-in user is the one the timeline names, and whose role decides what they may change. */
export const portalScope = (ctx: TeamManagerContext): TeamScope => ({
  companyId: ctx.company.id,
  now: ctx.deps.now(),
  actor: { ...performer(ctx.actor), role: ctx.actor.role, isKey: ctx.actor.kind === 'api_key' },
  request: requestFacts(ctx.request),
});
