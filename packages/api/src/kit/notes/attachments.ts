/**
 * Note attachments, whoever keeps the note (the platform's company notes, a company's lead notes):
 * every file is checked by its bytes, keyed under the company's prefix and named for display only.
 */
import { NOTE_LIMITS, type UploadedFile } from '@app/contracts';
import { sql } from '@app/db';

import { inspectAttachment } from '../../services/files/inspect';
import { noteAttachmentKey, type FileExtension } from '../../services/files/keys';

/** A checked upload with its server-made key, ready for withStoredFiles and for its row. */
export interface PreparedAttachment {
  key: string;
  data: Uint8Array;
  contentType: string;
  fileName: string;
  size: number;
}

// Control characters and bidirectional overrides: a name like "invoice\u202Efdp.exe" must not be
// able to display as something else on a note card.
const HIDDEN_CHARACTERS = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * The client's file name, kept only for display (the key never contains it): no folders, no
 * hidden characters, at most 255 characters; a name with nothing left becomes `attachment.<ext>`.
 */
export function displayFileName(name: string, ext: FileExtension): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(HIDDEN_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  if (cleaned === '' || /^\.+$/.test(cleaned)) return `attachment.${ext}`;
  return Array.from(cleaned).slice(0, NOTE_LIMITS.fileNameMax).join('');
}

/**
 * Checks every file by its bytes before anything is stored (415 / 413 naming `attachments.<i>`),
 * so one bad file in a batch refuses the whole request with nothing written.
 */
export async function prepareAttachments(
  companyId: number,
  files: readonly UploadedFile[] = [],
): Promise<PreparedAttachment[]> {
  const prepared: PreparedAttachment[] = [];
  for (const [index, file] of files.entries()) {
    const { ext, mime } = await inspectAttachment(file, `attachments.${index}`);
    prepared.push({
      key: noteAttachmentKey(companyId, ext),
      data: file.data,
      contentType: mime,
      fileName: displayFileName(file.filename, ext),
      size: file.data.byteLength,
    });
  }
  return prepared;
}

/**
 * The columns every attachment table shares, for stored files. Attachment tables have no position
 * column, so each row's createdAt is the transaction's time plus its index in milliseconds:
 * attachments list in the order they came.
 */
export const attachmentValues = (noteId: string, files: readonly PreparedAttachment[]) =>
  files.map((file, index) => ({
    noteId,
    fileName: file.fileName,
    fileKey: file.key,
    contentType: file.contentType,
    sizeBytes: file.size,
    createdAt: sql`now() + ${`${index} milliseconds`}::interval`,
  }));

/** Attachments grouped by their note, each group in the order it was read. */
export function byNote<A extends { noteId: string }>(attachments: readonly A[]): Map<string, A[]> {
  const groups = new Map<string, A[]>();
  for (const attachment of attachments) {
    const list = groups.get(attachment.noteId) ?? [];
    list.push(attachment);
    groups.set(attachment.noteId, list);
  }
  return groups;
}
