import type { SecurityEventType } from '@app/contracts';
import type { Tx } from '@app/db';

import type { RequestInfo } from '../core/context';
import {
  anonymousActor,
  recordPlatformSecurityEvent,
  recordSecurityEvent,
  requestFacts,
  superAdminActor,
  userActor,
  type SecurityActor,
} from '../kit/security-log';
import type { Account } from './accounts';
import type { Realm } from './realm';

/** The account as the log names it: a super admin on the platform, a user in a company. */
export const accountActor = (realm: Realm, account: Pick<Account, 'id' | 'name'>): SecurityActor =>
  realm.kind === 'platform' ? superAdminActor(account) : userActor(account);

interface AccountEvent {
  type: SecurityEventType;
  /** The account that acted, or the address someone typed when no account answers to it. */
  who: Pick<Account, 'id' | 'name'> | { typedEmail: string };
  request: RequestInfo;
  detail?: Record<string, unknown>;
}

/**
 * An event of sign-in or of one's own account, in the realm's log (the company's, or the
 * platform's for super admins), in `tx`: the change's own transaction, so an event exists exactly
 * when its change does.
 */
export function recordAccountEvent(tx: Tx, realm: Realm, event: AccountEvent): Promise<void> {
  const actor = 'typedEmail' in event.who ? anonymousActor(event.who.typedEmail) : accountActor(realm, event.who);
  const written = { type: event.type, actor, detail: event.detail, ...requestFacts(event.request) };
  return realm.kind === 'platform' ? recordPlatformSecurityEvent(tx, written) : recordSecurityEvent(tx, written);
}
