import { MESSAGES } from '@app/contracts';

import { AppError } from '../core/errors';
import { checkedUserRow, rememberedUser } from '../core/middlewares/auth';
import { loadProfile } from './profile';
import { serializeUserProfile, type SignedInUser } from './serialize';
import { ownSigning, resolveRealm } from './realm';
import { asSignedIn, type HostContext } from './signed-in';

/** The signed-in account's profile: a super admin on the admin host, a user (with company) elsewhere. */
export async function currentProfile(ctx: HostContext): Promise<{ user: SignedInUser }> {
  const realm = await resolveRealm(ctx.deps, ctx.target);
  if (realm.kind === 'tenant') {
    // A session checked a moment ago answers without a transaction (decision 0018 §9).
    const remembered = await rememberedUser(ctx, realm.company);
    if (remembered) {
      const signing = ownSigning(ctx.deps, realm, remembered.user.id, remembered.sessionId);
      return { user: serializeUserProfile(remembered.user, realm.company, signing) };
    }
  }
  return asSignedIn(ctx, async (tx, realm, actor) => {
    const signing = ownSigning(ctx.deps, realm, actor.id, actor.sessionId);
    // The session check has just read this user's row in the same transaction.
    const checked = actor.kind === 'user' ? checkedUserRow(actor) : undefined;
    const user =
      checked && realm.kind === 'tenant'
        ? serializeUserProfile(checked, realm.company, signing)
        : await loadProfile(tx, realm, actor.id, signing);
    if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.auth.sessionExpired);
    return { user };
  });
}
