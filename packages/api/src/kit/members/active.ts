import { MESSAGES } from '@app/contracts';
import type { Tx } from '@app/db';

import type { MemberColumns } from './changes';
import type { TeamScope } from './scope';
import { updateMember, type MemberWrite } from './update';

/**
 * The status toggle: an edit of `isActive` alone, with the same owner protection ('Cannot
 * deactivate owner accounts...') and, on deactivation, the user's sessions revoked at once.
 */
export const setMemberActive = (tx: Tx, scope: TeamScope, memberId: string, isActive: boolean): Promise<MemberWrite> =>
  updateMember(tx, scope, memberId, { isActive });

export const activeMessage = (isActive: boolean) => (isActive ? MESSAGES.users.activated : MESSAGES.users.deactivated);

/** The row's status control sends `{isActive}` alone (docs/product/platform-admin.md#rest-paths; docs/product/company-portal.md#rest-paths) and gets its own message. */
const toggledTo = (edit: MemberColumns): boolean | undefined =>
  Object.entries(edit).every(([key, value]) => key === 'isActive' || value === undefined) ? edit.isActive : undefined;

/** The answer to an edit: the toggle's message, or the edit's. */
export function editMessage(edit: MemberColumns): string {
  const toggled = toggledTo(edit);
  return toggled === undefined ? MESSAGES.users.updated : activeMessage(toggled);
}
