import { MESSAGES, type RefreshInput } from '@app/contracts';

import type { AppDeps } from '../core/deps';
import { AppError } from '../core/errors';
import type { HostTarget } from '../core/tenancy/host';
import { findAccount } from './accounts';
import { inRealm, resolveRealm } from './realm';
import { rotateRefreshToken, type TokenPair } from './sessions';

/**
 * New token pair for a refresh token of this host's realm. An inactive company is refused first
 * (403 COMPANY_INACTIVE, which signs the app out); any refusal of the token itself is a 401.
 */
export async function refreshSession(deps: AppDeps, target: HostTarget, input: RefreshInput): Promise<TokenPair> {
  const realm = await resolveRealm(deps, target);
  const signing = { secret: deps.config.jwtSecret, now: deps.now() };
  const rotation = await inRealm(deps, realm, (tx) =>
    rotateRefreshToken(tx, realm, input.refreshToken, (id) => findAccount(tx, realm, { id }), signing),
  );
  if (!rotation.ok) {
    throw new AppError(
      'UNAUTHORIZED',
      rotation.reason === 'wrong-host' ? MESSAGES.auth.wrongHost : MESSAGES.auth.sessionExpired,
    );
  }
  return rotation.tokens;
}
