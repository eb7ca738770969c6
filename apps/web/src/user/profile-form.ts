/** The user settings profile form (docs/product/company-portal.md#user-settings, #validation) without React: checks and the request body. */
import { updateProfileInput } from '@app/contracts';

import { toFormData } from '../kit/forms/form-data';
import type { FormErrors } from '../kit/forms/useFormState';
import { zodFieldErrors } from '../kit/forms/zod-errors';

export interface ProfileValues {
  name: string;
  phone: string;
}

/** The server's own checks and messages (docs/product/company-portal.md#validation): a full name, a phone within its limit. */
export const validateProfile = (values: ProfileValues): FormErrors => zodFieldErrors(updateProfileInput, values);

export interface AvatarChange {
  file: File | null;
  remove: boolean;
}

/** PUT /api/user/profile as multipart: name and phone (trimmed), the new avatar or removeAvatar. */
export function profileFormData(values: ProfileValues, avatar: AvatarChange): FormData {
  return toFormData(
    { name: values.name.trim(), phone: values.phone.trim() },
    { avatar: avatar.file },
    !avatar.file && avatar.remove ? { removeAvatar: 'true' } : {},
  );
}
