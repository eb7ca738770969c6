import type { UploadedFile } from '@app/contracts';

import { inspectImage } from '../../services/files/inspect';
import { superAdminAvatarKey } from '../../services/files/keys';
import type { FileToStore } from '../../services/files/store';

/**
 * Checks an avatar by its bytes (415 / 413 naming `avatar`; SVG is never an image) and gives it a
 * fresh server-made key. Fresh keys matter on edit: the new file is stored before the commit and
 * the old one removed after it, so the two must never share a key.
 */
export async function prepareAvatar(file: UploadedFile | undefined): Promise<FileToStore | undefined> {
  if (!file) return undefined;
  const { ext, mime } = await inspectImage(file, 'avatar');
  return { key: superAdminAvatarKey(ext), data: file.data, contentType: mime };
}

export const filesOf = (avatar: FileToStore | undefined): FileToStore[] => (avatar ? [avatar] : []);
