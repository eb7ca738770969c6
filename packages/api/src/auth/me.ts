import { MESSAGES } from '@app/contracts';

import { AppError } from '../errors';
import { loadProfile } from './profile';
import type { SignedInUser } from './serialize';
import { asSignedIn, type HostContext } from './signed-in';

/** The signed-in account's profile: a super admin on the admin host, a user (with company) elsewhere. */
export function currentProfile(ctx: HostContext): Promise<{ user: SignedInUser }> {
  return asSignedIn(ctx, async (tx, realm, actor) => {
    const user = await loadProfile(tx, realm, actor.id, { secret: ctx.deps.config.jwtSecret, now: ctx.deps.now() });
    if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.auth.sessionExpired);
    return { user };
  });
}
