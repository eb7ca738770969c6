/**
 * Team writes on a company host: the team services inside the request's transaction. Files go
 * through `ctx.files` (stored now, removed on rollback; replaced ones removed after the commit).
 */
import {
  MESSAGES,
  type InviteMemberInput,
  type MemberAvatarInput,
  type MemberIdInput,
  type UpdateMemberInput,
} from '@app/contracts';

import { urlSigning } from '../../services/files/signed-url';
import {
  editMessage,
  emailChangeOf,
  filesOf,
  inviteMember,
  memberEdit,
  memberInvite,
  prepareMemberAvatar,
  removeMember,
  sendEmailChanged,
  sendInvitation,
  serializeMember,
  setMemberAvatar,
  updateMember,
} from '../../kit/members';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { portalScope } from './scope';

export async function inviteTeamMember(ctx: TenantContext, input: InviteMemberInput) {
  const avatar = await prepareMemberAvatar(ctx.company.id, input.avatar);
  await ctx.files.store(filesOf(avatar));
  const row = await inviteMember(ctx.tx, portalScope(ctx), memberInvite(input, avatar));
  ctx.afterCommit.add(() => sendInvitation(ctx.deps, { company: ctx.company, member: row, invitedBy: ctx.actor.name }));
  return { message: MESSAGES.users.invited, user: serializeMember(row, urlSigning(ctx)) };
}

/** `{isActive}` alone is the status toggle, with its own message. A new email is mailed to both addresses. */
export async function updateTeamMember(ctx: TenantContext, input: UpdateMemberInput) {
  const avatar = await prepareMemberAvatar(ctx.company.id, input.avatar);
  const edit = memberEdit(input, avatar);
  await ctx.files.store(filesOf(avatar));
  const write = await updateMember(ctx.tx, portalScope(ctx), input.memberId, edit);
  ctx.files.discardAfterCommit(write.garbage);
  const moved = emailChangeOf(write);
  if (moved) {
    const facts = { company: ctx.company, member: write.row, ...moved, changedBy: ctx.actor.name };
    ctx.afterCommit.add(() => sendEmailChanged(ctx.deps, facts));
  }
  return { message: editMessage(edit), user: serializeMember(write.row, urlSigning(ctx)) };
}

export async function removeTeamMember(ctx: TenantContext, input: MemberIdInput) {
  const write = await removeMember(ctx.tx, portalScope(ctx), input.memberId);
  ctx.files.discardAfterCommit(write.garbage);
  return { message: MESSAGES.users.deleted, id: write.row.id, _id: write.row.id };
}

export async function setTeamMemberAvatar(ctx: TenantContext, input: MemberAvatarInput) {
  const avatar = (await prepareMemberAvatar(ctx.company.id, input.avatar))!;
  await ctx.files.store([avatar]);
  const write = await setMemberAvatar(ctx.tx, portalScope(ctx), input.memberId, avatar.key);
  ctx.files.discardAfterCommit(write.garbage);
  return { message: MESSAGES.users.avatarUpdated, user: serializeMember(write.row, urlSigning(ctx)) };
}
