import { SUPER_ADMIN_ROLE } from '@app/contracts';
import { withTenant, type Tx } from '@app/db';

import { requireCompany } from '../companies/queries';
import { performer } from '../companies/timeline';
import type { UrlSigning } from '../../services/files/signed-url';
import { recordEventsIn, sessionlessSigning, type NewRecordEvent } from '../../kit/record-events/record';
import { requestFacts } from '../../kit/security-log';
import type { AppDeps } from '../../core/deps';
import type { TeamScope } from '../../kit/members';
import type { PlatformCaller } from '../../core/tenancy/platform-context';

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

/** The member events of what a write did (record-events/member-events.ts). */
export type TeamEvents<T> = (tx: Tx, result: T, signing: UrlSigning) => NewRecordEvent[] | Promise<NewRecordEvent[]>;

/**
 * A write in its own tenant transaction (the team services lock the company row themselves), with
 * its member events recorded in that transaction: the company's webhooks hear of a super admin's
 * change as of one made in the company portal.
 */
export const writeTeam = <T>(
  deps: AppDeps,
  companyId: number,
  work: (tx: Tx) => Promise<T>,
  events: TeamEvents<T>,
): Promise<T> =>
  withTenant(deps.db, companyId, async (tx) => {
    const result = await work(tx);
    await recordEventsIn(deps, tx, companyId, await events(tx, result, sessionlessSigning(deps)));
    return result;
  });
