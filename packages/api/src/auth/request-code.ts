import { MESSAGES, RATE_LIMITS, type RequestCodeInput } from '@app/contracts';

import type { RequestInfo } from '../core/context';
import type { AppDeps } from '../core/deps';
import { AppError } from '../core/errors';
import { loginCodeMail } from '../services/mail/templates';
import type { HostTarget } from '../core/tenancy/host';
import { findAccount } from './accounts';
import { recordAccountEvent } from './security-events';
import { loginCodeHash, newLoginCode, storeLoginCode } from './codes';
import { emailLimitKey, enforceRateLimits } from './rate-limit';
import { inRealm, realmAudience, realmName, resolveRealm } from './realm';

const hostSubdomain = (target: HostTarget) => (target.kind === 'platform' ? 'admin' : target.subdomain);

/**
 * Step one of sign-in. The answer is the same whether or not the account exists, and so is the
 * work up to the mail: a code and its hash are made for every request, stored only for an active
 * account. Mail delivery runs after the answer (see Mailer), so it does not show in the timing.
 */
export async function requestLoginCode(
  deps: AppDeps,
  target: HostTarget,
  request: RequestInfo,
  input: RequestCodeInput,
): Promise<{ message: string }> {
  if (input.subdomain && input.subdomain !== hostSubdomain(target)) {
    throw new AppError('BAD_REQUEST', MESSAGES.auth.subdomainMismatch);
  }
  const now = deps.now();
  // An unknown or inactive company is refused before anything is counted.
  const realm = await resolveRealm(deps, target);
  const codeFor = { audience: realmAudience(realm), email: input.email };
  await enforceRateLimits(
    deps.db,
    [
      { key: emailLimitKey('request-code', codeFor.audience, input.email), limit: RATE_LIMITS.requestCodePerEmail },
      { key: `request-code:ip:${request.ip}`, limit: RATE_LIMITS.requestCodePerIp },
    ],
    now,
  );
  const code = newLoginCode();
  const codeHash = loginCodeHash(deps.config.jwtSecret, codeFor, code);

  const issued = await inRealm(deps, realm, async (tx) => {
    const account = await findAccount(tx, realm, { email: input.email });
    if (!account?.isActive) return false;
    await storeLoginCode(tx, codeFor, codeHash, now);
    await recordAccountEvent(tx, realm, { type: 'sign_in_code_requested', who: account, request });
    return true;
  });

  if (issued) {
    try {
      await deps.mailer.send(loginCodeMail(input.email, code, realmName(realm)));
    } catch (error) {
      // Answering differently would tell that the account exists; the person can ask again.
      deps.log.error({ err: String(error), to: input.email }, 'could not queue the sign-in code mail');
    }
  }
  return { message: MESSAGES.auth.codeSent };
}
