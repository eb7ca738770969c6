import { MESSAGES } from '@app/contracts';
import type { Tx } from '@app/db';

import type { TeamScope } from './scope';
import { updateMember, type MemberWrite } from './update';

/**
 * The status toggle: an edit of `isActive` alone, with the same owner protection ('Cannot
 * deactivate owner accounts...') and, on deactivation, the user's sessions revoked at once.
 */
export const setMemberActive = (tx: Tx, scope: TeamScope, memberId: string, isActive: boolean): Promise<MemberWrite> =>
  updateMember(tx, scope, memberId, { isActive });

export const activeMessage = (isActive: boolean) => (isActive ? MESSAGES.users.activated : MESSAGES.users.deactivated);
