import { MESSAGES, UPLOAD, type UploadedFile } from '@app/contracts';

import { AppError } from '../../core/errors';
import { inspectImage } from '../../services/files/inspect';
import { brandLogoKey } from '../../services/files/keys';
import type { FileToStore } from '../../services/files/store';

const m = MESSAGES.crm.brands;

/**
 * A brand logo is PNG or JPG (docs/product/crm.md#brands 'PNG, JPG up to 5MB'), judged by its bytes, stored
 * under a fresh key of the company's prefix: a replaced logo is removed only after the commit.
 */
export async function prepareBrandLogo(
  companyId: number,
  file: UploadedFile | undefined,
): Promise<FileToStore | undefined> {
  if (!file) return undefined;
  if (file.data.byteLength > UPLOAD.maxFileBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', m.logoTooLarge, [{ path: 'logo', msg: m.logoTooLarge }]);
  }
  const { ext, mime } = await inspectImage(file, 'logo');
  if (ext !== 'png' && ext !== 'jpg') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.logoNotImage, [{ path: 'logo', msg: m.logoNotImage }]);
  }
  return { key: brandLogoKey(companyId, ext), data: file.data, contentType: mime };
}
