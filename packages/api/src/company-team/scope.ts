import { SUPER_ADMIN_ROLE } from '@app/contracts';
import { withTenant, type Tx } from '@app/db';

import { requireCompany } from '../companies/queries';
import { performer } from '../companies/timeline';
import { requestFacts } from '../security-log';
import type { AppDeps } from '../deps';
import type { TeamScope } from '../team';
import type { PlatformCaller } from '../tenancy/platform-context';

export type { PlatformCaller };

/**
 * The super admin is on the platform host, so no tenant middleware opened a transaction: each
 * procedure opens its own on the company's schema. An inactive or expired company stays
 * manageable here (only tenant hosts refuse it).
 */
export const teamScope = ({ deps, actor, request }: PlatformCaller, companyId: number): TeamScope => ({
  companyId,
  now: deps.now(),
  actor: { ...performer(actor), role: SUPER_ADMIN_ROLE, isKey: actor.kind === 'api_key' },
  request: requestFacts(request),
});

/** A read of a company's team; an unknown company is 404 'Company not found'. */
export const readTeam = <T>(deps: AppDeps, companyId: number, work: (tx: Tx) => Promise<T>): Promise<T> =>
  withTenant(deps.db, companyId, async (tx) => {
    await requireCompany(tx, companyId);
    return work(tx);
  });

/** A write in its own tenant transaction (the team services lock the company row themselves). */
export const writeTeam = <T>(deps: AppDeps, companyId: number, work: (tx: Tx) => Promise<T>): Promise<T> =>
  withTenant(deps.db, companyId, work);
