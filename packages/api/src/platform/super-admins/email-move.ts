import { MESSAGES, type UpdateSuperAdminInput } from '@app/contracts';
import type { Tx } from '@app/db';

import { revokeOtherSessions, revokeSubjectSessions } from '../../auth/revoke';
import { proveStepUp } from '../../auth/step-up';
import { fieldError } from '../../core/errors';
import { recordPlatformCallerEvent, subjectOf } from '../../kit/security-log';
import type { SuperAdminCaller } from '../../core/tenancy/platform-context';
import type { SuperAdminRow } from './queries';

/**
 * Before a super admin's sign-in email moves, in the edit's transaction. One's own needs a
 * step-up proof (a stolen token must not move the account to another inbox) and keeps the
 * session making the change; another's ends all of theirs. Both are security events.
 */
export async function secureEmailMove(
  caller: SuperAdminCaller,
  tx: Tx,
  current: SuperAdminRow,
  input: UpdateSuperAdminInput,
): Promise<void> {
  const { deps, actor } = caller;
  if (current.id === actor.id) {
    const account = { ...current, role: 'super_admin' as const };
    await proveStepUp(deps, tx, { kind: 'platform' }, account, input);
    await revokeOtherSessions(tx, current.id, actor.sessionId);
  } else {
    if (input.stepUpCode || input.currentPassword || input.totpCode)
      throw fieldError('stepUpCode', MESSAGES.auth.stepUpOwnAccountOnly);
    await revokeSubjectSessions(tx, current.id);
  }
  const detail = { from: current.email, to: input.email };
  await recordPlatformCallerEvent(caller, { type: 'email_changed', subject: subjectOf(current), detail }, tx);
}
