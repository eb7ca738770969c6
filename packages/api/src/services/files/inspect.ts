import { fileTypeFromBuffer } from 'file-type';

import { MESSAGES, UPLOAD, type UploadedFile } from '@app/contracts';

import { AppError } from '../../core/errors';
import { FILE_TYPES, type FileExtension, type ImageExtension } from './keys';

/**
 * What an upload really is, by its bytes: the client's file name and content type are claims, and
 * a wrong one must not decide how the file is stored or served.
 */
export interface InspectedFile<E extends FileExtension = FileExtension> {
  ext: E;
  mime: string;
}

const IMAGE_BY_DETECTED: Record<string, ImageExtension> = { png: 'png', jpg: 'jpg', gif: 'gif', webp: 'webp' };

// ATTACHMENT_EXTENSIONS in contracts, by what file-type reports. doc and txt have no entry: doc is
// detected as a generic OLE container (cfb) and txt has no magic bytes; both are handled below.
const ATTACHMENT_BY_DETECTED: Record<string, FileExtension> = {
  pdf: 'pdf',
  docx: 'docx',
  jpg: 'jpg',
  png: 'png',
  gif: 'gif',
};

const refuse = (field: string, msg: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', msg, [{ path: field, msg }]);

function assertSize(file: UploadedFile, field: string, msg: string): void {
  if (file.data.byteLength > UPLOAD.maxFileBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', msg, [{ path: field, msg }]);
  }
}

const nameEndsWith = (file: UploadedFile, ...exts: string[]) =>
  exts.some((ext) => file.filename.toLowerCase().endsWith(`.${ext}`));

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isPlainText(data: Uint8Array): boolean {
  if (data.includes(0)) return false;
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * file-type throws on a file cut short after its signature (an 8-byte "PNG"); such a file is
 * simply not what it claims, so it is refused like any other unknown type rather than a 500.
 */
async function detectType(data: Uint8Array) {
  try {
    return await fileTypeFromBuffer(data);
  } catch {
    return undefined;
  }
}

const inspected = <E extends FileExtension>(ext: E): InspectedFile<E> => ({ ext, mime: FILE_TYPES[ext] });

/** What a refused image is told; a screen may quote its own wording (docs/product/company-portal.md#validation, user settings). */
export interface ImageRefusals {
  tooLarge: string;
  notImage: string;
}

/** Logos and avatars: png, jpeg, gif or webp. Never SVG, which is a document that can run script. */
export async function inspectImage(
  file: UploadedFile,
  field: string,
  refusals: ImageRefusals = MESSAGES.files,
): Promise<InspectedFile<ImageExtension>> {
  assertSize(file, field, refusals.tooLarge);
  const detected = await detectType(file.data);
  const ext = detected ? IMAGE_BY_DETECTED[detected.ext] : undefined;
  if (!ext) throw refuse(field, refusals.notImage);
  return inspected(ext);
}

/** Note attachments: pdf, doc, docx, txt, jpg/jpeg, png, gif. */
export async function inspectAttachment(file: UploadedFile, field: string): Promise<InspectedFile> {
  assertSize(file, field, MESSAGES.files.fileTooLarge);
  const detected = await detectType(file.data);
  const ext = detected ? ATTACHMENT_BY_DETECTED[detected.ext] : undefined;
  if (ext) return inspected(ext);
  // OLE containers also hold xls, ppt and msi; only a container named .doc is taken as a Word file.
  if (detected?.ext === 'cfb' && nameEndsWith(file, 'doc')) return inspected('doc');
  // Text has no signature; a .txt that is clean UTF-8 is text even if it happens to look like XML.
  // It is served as text/plain, as an attachment, with nosniff, so its content cannot act as markup.
  if ((!detected || detected.mime.includes('xml')) && nameEndsWith(file, 'txt') && isPlainText(file.data)) {
    return inspected('txt');
  }
  throw refuse(field, MESSAGES.files.typeNotAllowed);
}
