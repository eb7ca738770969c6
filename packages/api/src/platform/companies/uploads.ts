import type { UploadedFile } from '@app/contracts';

import { inspectImage } from '../../services/files/inspect';
import { companyLogoKey, userAvatarKey } from '../../services/files/keys';

export interface PendingFile {
  key: string;
  data: Uint8Array;
  contentType: string;
}

/** The images a company create or edit brings: a logo and the owner's picture, both optional. */
export interface CompanyImages {
  logo?: PendingFile;
  ownerDp?: PendingFile;
}

/**
 * Checks each image by its bytes (415 / 413 naming the field) and gives it a fresh server-made key
 * under the company's prefix. Fresh keys matter on edit: the new file is stored before the commit
 * and the old one removed after it, so the two must never share a key.
 */
export async function prepareCompanyImages(
  companyId: number,
  files: { logo?: UploadedFile | undefined; ownerDp?: UploadedFile | undefined },
): Promise<CompanyImages> {
  const images: CompanyImages = {};
  if (files.logo) {
    const { ext, mime } = await inspectImage(files.logo, 'logo');
    images.logo = { key: companyLogoKey(companyId, ext), data: files.logo.data, contentType: mime };
  }
  if (files.ownerDp) {
    const { ext, mime } = await inspectImage(files.ownerDp, 'ownerDp');
    images.ownerDp = { key: userAvatarKey(companyId, ext), data: files.ownerDp.data, contentType: mime };
  }
  return images;
}

export const pendingFiles = (images: CompanyImages): PendingFile[] =>
  [images.logo, images.ownerDp].filter((f): f is PendingFile => f !== undefined);
