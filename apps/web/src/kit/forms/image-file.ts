import { IMAGE_TYPES, MESSAGES, UPLOAD } from '@app/contracts';

/** The accept attribute for image pickers: png, jpeg, gif, webp (never SVG, docs/architecture.md#files). */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** The two refusals' wording: the product words them differently for logos and for avatars. */
export interface ImageFileMessages {
  notImage: string;
  tooLarge: string;
}

export const LOGO_FILE_MESSAGES: ImageFileMessages = {
  notImage: MESSAGES.files.notImage,
  tooLarge: MESSAGES.files.tooLarge,
};

/** User settings' profile picture (docs/product/company-portal.md#validation): 'Please select an image file', 'File size must be less than 5MB'. */
export const AVATAR_FILE_MESSAGES: ImageFileMessages = {
  notImage: MESSAGES.users.avatarRequired,
  tooLarge: MESSAGES.files.fileTooLarge,
};

/**
 * Why an image cannot be used, or null when it can (docs/product/platform-admin.md#validation, #messages-and-limits): 'Please select a valid image
 * file' for any other type, 'Image size must be less than 5MB' above 5 MB. The server checks the
 * real bytes again.
 */
export function imageFileProblem(
  file: { type: string; size: number },
  messages: ImageFileMessages = LOGO_FILE_MESSAGES,
): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return messages.notImage;
  if (file.size > UPLOAD.maxFileBytes) return messages.tooLarge;
  return null;
}
