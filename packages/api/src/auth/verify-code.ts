import { MESSAGES, RATE_LIMITS, type VerifyCodeInput } from '@app/contracts';

import type { RequestInfo } from '../core/context';
import type { AppDeps } from '../core/deps';
import { fieldError } from '../core/errors';
import type { HostTarget } from '../core/tenancy/host';
import { findAccount } from './accounts';
import { recordAccountEvent } from './security-events';
import { checkLoginCode, loginCodeHash, type CodeCheck } from './codes';
import { enforceRateLimits } from './rate-limit';
import { inRealm, realmAudience, resolveRealm } from './realm';
import { completeSignIn, type SignInAnswer } from './sign-in';

/**
 * Step two of sign-in. The code is looked up for this host's audience only, so a code sent for
 * one company never opens another. Every refusal reads the same and names the `code` field.
 */
export async function verifyLoginCode(
  deps: AppDeps,
  target: HostTarget,
  request: RequestInfo,
  input: VerifyCodeInput,
): Promise<SignInAnswer> {
  const now = deps.now();
  const realm = await resolveRealm(deps, target);
  await enforceRateLimits(deps.db, [{ key: `verify-code:ip:${request.ip}`, limit: RATE_LIMITS.verifyPerIp }], now);
  const codeFor = { audience: realmAudience(realm), email: input.email };
  const presentedHash = loginCodeHash(deps.config.jwtSecret, codeFor, input.code);

  // Refusals are returned rather than thrown so the transaction commits the wrong-try count.
  const outcome = await inRealm(deps, realm, async (tx): Promise<SignInAnswer | Exclude<CodeCheck, 'accepted'>> => {
    const check = await checkLoginCode(tx, codeFor, presentedHash, now);
    const account = await findAccount(tx, realm, { email: input.email });
    // Deactivated since the code was sent: the code is spent, the answer stays the generic one.
    const refusal = check !== 'accepted' ? check : account?.isActive ? null : 'invalid';
    if (refusal || !account) {
      const who = account ?? { typedEmail: input.email };
      const detail = { method: 'code', reason: refusal ?? 'invalid' };
      await recordAccountEvent(tx, realm, { type: 'sign_in_failed', who, request, detail });
      return refusal ?? 'invalid';
    }
    return completeSignIn(tx, deps, realm, account, { method: 'code', request });
  });

  if (outcome === 'too-many-tries') throw fieldError('code', MESSAGES.auth.codeTooManyTries);
  if (outcome === 'invalid') throw fieldError('code', MESSAGES.auth.codeInvalid);
  return outcome;
}
