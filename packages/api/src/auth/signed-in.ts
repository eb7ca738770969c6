import type { Tx } from '@app/db';

import type { Context } from '../core/context';
import {
  authenticateSuperAdmin,
  authenticateUser,
  type SuperAdminActor,
  type UserActor,
} from '../core/middlewares/auth';
import type { HostTarget } from '../core/tenancy/host';
import { inRealm, resolveRealm, type Realm } from './realm';

export type HostContext = Context & { target: HostTarget };

/**
 * For calls open to whoever is signed in on this host, super admin or company user alike (`me`,
 * change-password): the bearer token is checked against the host's realm (a super-admin token is
 * refused on a company host and the other way round), then `work` runs in the realm's transaction.
 */
export async function asSignedIn<T>(
  ctx: HostContext,
  work: (tx: Tx, realm: Realm, actor: SuperAdminActor | UserActor) => Promise<T>,
): Promise<T> {
  const realm = await resolveRealm(ctx.deps, ctx.target);
  if (realm.kind === 'platform') {
    const actor = await authenticateSuperAdmin(ctx);
    return inRealm(ctx.deps, realm, (tx) => work(tx, realm, actor));
  }
  return inRealm(ctx.deps, realm, async (tx) => {
    const actor = await authenticateUser({ ...ctx, company: realm.company, tx });
    return work(tx, realm, actor);
  });
}
