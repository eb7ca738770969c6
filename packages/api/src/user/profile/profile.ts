import { MESSAGES, type UpdateProfileInput } from '@app/contracts';

import { revokeSubjectSessions } from '../../auth/revoke';
import { serializeUserProfile } from '../../auth/serialize';
import { performer } from '../../platform/companies/timeline';
import { fieldError } from '../../core/errors';
import { inspectImage } from '../../services/files/inspect';
import { userAvatarKey } from '../../services/files/keys';
import { urlSigning } from '../../services/files/signed-url';
import { recordCallerEvent } from '../../kit/security-log';
import { filesOf, requireMember, updateMember, type MemberRow } from '../../kit/members';
import type { PersonContext } from '../../core/tenancy/portal-context';

const texts = MESSAGES.userProfile;

const shown = (ctx: PersonContext, row: MemberRow) => serializeUserProfile(row, ctx.company, urlSigning(ctx));

/** The signed-in user's own profile (docs/product/company-portal.md#user-settings), as auth.me shows it. */
export async function getUserProfile(ctx: PersonContext) {
  return { user: shown(ctx, await requireMember(ctx.tx, ctx.actor.id)) };
}

/** The user settings' picture: its own refusal texts (docs/product/company-portal.md#validation), a fresh key under the company. */
async function prepareAvatar(ctx: PersonContext, input: UpdateProfileInput) {
  if (!input.avatar) return undefined;
  const refusals = { tooLarge: texts.avatarTooLarge, notImage: texts.avatarNotImage };
  const { ext, mime } = await inspectImage(input.avatar, 'avatar', refusals);
  return { key: userAvatarKey(ctx.company.id, ext), data: input.avatar.data, contentType: mime };
}

/**
 * User Settings' save: name, phone and picture through the team services, so the platform's owner
 * copy and the user_updated events (the user as performer) follow as for any team edit. The email
 * is the sign-in identity and read-only here: sending it back unchanged is fine.
 */
export async function updateUserProfile(ctx: PersonContext, input: UpdateProfileInput) {
  if (input.email !== undefined && input.email !== ctx.actor.email.toLowerCase())
    throw fieldError('email', texts.emailReadOnly);
  const avatar = await prepareAvatar(ctx, input);
  await ctx.files.store(filesOf(avatar));
  const actor = { ...performer(ctx.actor), role: ctx.actor.role };
  const scope = { companyId: ctx.company.id, now: ctx.deps.now(), actor };
  const write = await updateMember(ctx.tx, scope, ctx.actor.id, {
    name: input.name,
    phone: input.phone,
    avatarKey: avatar ? avatar.key : input.removeAvatar ? null : undefined,
  });
  ctx.files.discardAfterCommit(write.garbage);
  const message = write.changes.length === 0 ? MESSAGES.company.noChanges : texts.updated;
  return { message, user: shown(ctx, write.row) };
}

/**
 * Ends every session of the user, this one included (a lost device, a shared computer), and says
 * so in the company's security log.
 */
export async function signOutEverywhere(ctx: PersonContext) {
  await revokeSubjectSessions(ctx.tx, ctx.actor.id);
  await recordCallerEvent(ctx, { type: 'signed_out_everywhere' });
  return { message: texts.signedOutEverywhere };
}
