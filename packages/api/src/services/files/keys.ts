import { randomUUID } from 'node:crypto';

/**
 * Storage keys are made here and only here. They never contain anything the client sent (not even
 * its file name), so they are safe as paths, URLs and header values, and parseKey can tell from a
 * key alone which company owns it.
 */

/** The extensions the server ever writes, with the content type each is served as. */
export const FILE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
} as const;

export type FileExtension = keyof typeof FILE_TYPES;
export type ImageExtension = 'png' | 'jpg' | 'gif' | 'webp';

const IMAGE_EXTENSIONS: readonly string[] = ['png', 'jpg', 'gif', 'webp'] satisfies ImageExtension[];

export const isFileExtension = (ext: string): ext is FileExtension => Object.hasOwn(FILE_TYPES, ext);
export const isImageExtension = (ext: string): ext is ImageExtension => IMAGE_EXTENSIONS.includes(ext);

/** Content type of a key by its extension; unknown extensions are served as opaque bytes. */
export function contentTypeForKey(key: string): string {
  const ext = extensionOf(key);
  return ext !== null && isFileExtension(ext) ? FILE_TYPES[ext] : 'application/octet-stream';
}

export function extensionOf(key: string): string | null {
  const base = key.slice(key.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1) : null;
}

function companySegment(companyId: number): string {
  // A bad id here would put a file under someone else's prefix (or none), so refuse loudly.
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`Invalid company id: ${companyId}`);
  return String(companyId);
}

function fileName(ext: FileExtension): string {
  if (!isFileExtension(ext)) throw new Error(`Unsupported file extension: ${String(ext)}`);
  return `${randomUUID()}.${ext}`;
}

/** The top folders every key lives under: a backup lists these to find every stored file. */
export const STORAGE_ROOTS = ['companies/', 'platform/'] as const;

/** Everything a company owns in storage; removing the company removes this prefix. */
export const companyPrefix = (companyId: number) => `companies/${companySegment(companyId)}/`;

export const companyLogoKey = (companyId: number, ext: ImageExtension) =>
  `${companyPrefix(companyId)}logo/${fileName(ext)}`;

export const userAvatarKey = (companyId: number, ext: ImageExtension) =>
  `${companyPrefix(companyId)}avatars/${fileName(ext)}`;

export const brandLogoKey = (companyId: number, ext: ImageExtension) =>
  `${companyPrefix(companyId)}brands/${fileName(ext)}`;

export const noteAttachmentKey = (companyId: number, ext: FileExtension) =>
  `${companyPrefix(companyId)}notes/${fileName(ext)}`;

export const superAdminAvatarKey = (ext: ImageExtension) => `platform/avatars/${fileName(ext)}`;

export type ParsedKey =
  | {
      kind: 'companyLogo' | 'userAvatar' | 'noteAttachment' | 'brandLogo';
      companyId: number;
      ext: FileExtension;
      key: string;
    }
  | { kind: 'superAdminAvatar'; companyId: null; ext: FileExtension; key: string };

export type FileKind = ParsedKey['kind'];

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const COMPANY_KEY = new RegExp(`^companies/([1-9][0-9]{0,15})/(logo|avatars|notes|brands)/${UUID}\\.([a-z]{3,4})$`);
const PLATFORM_KEY = new RegExp(`^platform/avatars/${UUID}\\.([a-z]{3,4})$`);

const COMPANY_KINDS = {
  logo: 'companyLogo',
  avatars: 'userAvatar',
  notes: 'noteAttachment',
  brands: 'brandLogo',
} as const;

/**
 * What a key is and whose it is, for the file route's access policy. Exactly the shapes the
 * generators above produce; anything else (including images with a document extension) is null.
 */
export function parseKey(key: string): ParsedKey | null {
  const platform = PLATFORM_KEY.exec(key);
  if (platform) {
    const ext = platform[1]!;
    return isImageExtension(ext) ? { kind: 'superAdminAvatar', companyId: null, ext, key } : null;
  }
  const company = COMPANY_KEY.exec(key);
  if (!company) return null;
  const companyId = Number(company[1]);
  const kind = COMPANY_KINDS[company[2] as keyof typeof COMPANY_KINDS];
  const ext = company[3]!;
  if (!Number.isSafeInteger(companyId) || !isFileExtension(ext)) return null;
  if (kind !== 'noteAttachment' && !isImageExtension(ext)) return null;
  return { kind, companyId, ext, key };
}

/** Logos are shown on the login page before anyone signs in; every other file needs a signed URL. */
export const isPublicKey = (parsed: ParsedKey) => parsed.kind === 'companyLogo';
