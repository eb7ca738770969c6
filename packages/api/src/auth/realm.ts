import type { Tx } from '@app/db';

import type { AppDeps } from '../core/deps';
import type { UrlSigning } from '../services/files/signed-url';
import type { HostTarget } from '../core/tenancy/host';
import type { CompanyRecord } from '../core/tenancy/directory';
import { inTenant, requireActiveCompany } from '../core/tenancy/scope';
import { audienceOf } from './tokens';

/**
 * Where an account signs in: the platform (super admins) or one company (its users). Codes,
 * sessions and tokens all carry the realm's audience, so nothing issued for one realm is ever
 * accepted in another.
 */
export type Realm = { kind: 'platform' } | { kind: 'tenant'; company: CompanyRecord };

export const realmAudience = (realm: Realm) => audienceOf(realm.kind === 'platform' ? null : realm.company.id);

export const realmCompanyId = (realm: Realm) => (realm.kind === 'platform' ? null : realm.company.id);

/** Links to the account's own files (its picture) for one of its sessions in this realm. */
export const ownSigning = (deps: AppDeps, realm: Realm, accountId: string, sessionId: string): UrlSigning => ({
  secret: deps.config.jwtSecret,
  now: deps.now(),
  viewer: { audience: realmAudience(realm), sessionId, userId: accountId },
});

/** The name people see in their sign-in mail. */
export const realmName = (realm: Realm) => (realm.kind === 'platform' ? 'Admin' : realm.company.name);

/** The host's realm; an unknown or inactive company is refused here (403) like every tenant call. */
export async function resolveRealm(deps: AppDeps, target: HostTarget): Promise<Realm> {
  if (target.kind === 'platform') return { kind: 'platform' };
  return { kind: 'tenant', company: await requireActiveCompany(deps, target.subdomain) };
}

/** One transaction in the realm: on a company's schema for a tenant, plain for the platform. */
export function inRealm<T>(deps: AppDeps, realm: Realm, work: (tx: Tx) => Promise<T>): Promise<T> {
  return realm.kind === 'platform' ? deps.db.transaction(work) : inTenant(deps, realm.company, work);
}
