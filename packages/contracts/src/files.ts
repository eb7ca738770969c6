import { z } from 'zod';

/** Image types accepted for logos and avatars, checked by magic bytes (never SVG). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Upload fields that carry images (their size message differs from attachments', docs/product/company-portal.md#validation). */
export const IMAGE_UPLOAD_FIELDS = ['logo', 'ownerDp', 'avatar'] as const;

/** Note attachments: pdf, doc, docx, txt, jpg, jpeg, png, gif (docs/product/platform-admin.md#validation). */
export const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png', 'gif'] as const;

/**
 * A file that arrived with a request, already read into memory by the HTTP layer (at most 5 MB).
 * Procedures receive it inside their input; the storage module checks its real type.
 */
export interface UploadedFile {
  kind: 'uploaded-file';
  filename: string;
  /** What the client claimed; informative only. */
  mimeType: string;
  data: Uint8Array;
}

export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  (value as { kind?: unknown }).kind === 'uploaded-file' &&
  (value as { data?: unknown }).data instanceof Uint8Array;

export const uploadedFileSchema = z.custom<UploadedFile>(isUploadedFile, { error: 'Expected a file upload' });
