import type { InviteMemberInput, MemberPatch, UploadedFile } from '@app/contracts';
import type { Tx } from '@app/db';

import { inspectImage } from '../../services/files/inspect';
import { userAvatarKey } from '../../services/files/keys';
import type { FileToStore } from '../../services/files/store';
import type { MemberColumns } from './changes';
import type { NewMember } from './invite';
import type { TeamScope } from './scope';
import { updateMember, type MemberWrite } from './update';

/**
 * Checks an avatar by its bytes (415 / 413 naming `avatar`; SVG is never an image) and gives it a
 * fresh key under the company's prefix. Fresh keys matter on edit: the new file is stored before
 * the commit and the old one removed after it, so the two must never share a key.
 */
export async function prepareMemberAvatar(
  companyId: number,
  file: UploadedFile | undefined,
): Promise<FileToStore | undefined> {
  if (!file) return undefined;
  const { ext, mime } = await inspectImage(file, 'avatar');
  return { key: userAvatarKey(companyId, ext), data: file.data, contentType: mime };
}

/** An invite request as the new row, with the key of its avatar once stored. */
export const memberInvite = (input: InviteMemberInput, avatar: FileToStore | undefined): NewMember => ({
  name: input.name,
  email: input.email,
  role: input.role,
  phone: input.phone,
  department: input.department,
  designation: input.designation,
  dateOfBirth: input.dateOfBirth,
  avatarKey: avatar?.key,
});

/** An edit request as tenant columns: a new avatar's key, or null when `removeAvatar` asks. */
export function memberEdit(patch: MemberPatch, avatar: FileToStore | undefined): MemberColumns {
  return {
    name: patch.name,
    email: patch.email,
    role: patch.role,
    isActive: patch.isActive,
    phone: patch.phone,
    department: patch.department,
    designation: patch.designation,
    dateOfBirth: patch.dateOfBirth,
    avatarKey: avatar ? avatar.key : patch.removeAvatar ? null : undefined,
  };
}

/** POST .../avatar: replaces the picture (the old file is garbage once committed). */
export const setMemberAvatar = (tx: Tx, scope: TeamScope, memberId: string, avatarKey: string): Promise<MemberWrite> =>
  updateMember(tx, scope, memberId, { avatarKey });
