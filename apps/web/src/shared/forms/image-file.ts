import { IMAGE_TYPES, MESSAGES, UPLOAD } from '@app/contracts';

/** The accept attribute for image pickers: png, jpeg, gif, webp (never SVG, DESIGN §6). */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/**
 * Why an image cannot be used, or null when it can (spec 000 §5, §9): 'Please select a valid image
 * file' for any other type, 'Image size must be less than 5MB' above 5 MB. The server checks the
 * real bytes again.
 */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return MESSAGES.files.notImage;
  if (file.size > UPLOAD.maxFileBytes) return MESSAGES.files.tooLarge;
  return null;
}
