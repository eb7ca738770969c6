import { MESSAGES } from '@app/contracts';

import { fileUrlFor, type UrlSigning } from '../../services/files/signed-url';

/** The columns every attachment table has. */
export interface AttachmentRecord {
  id: string;
  fileName: string;
  fileKey: string;
  contentType: string;
  sizeBytes: number;
}

/** The columns every note table has. */
export interface NoteRecord {
  id: string;
  title: string;
  content: string;
  createdById: string | null;
  createdByName: string;
  updatedById: string | null;
  updatedByName: string | null;
  createdAt: Date;
  updatedAt: Date | null;
}

/** A note with what its card shows: the author as they are now, and the attachments. */
export interface NoteView<N extends NoteRecord = NoteRecord, A extends AttachmentRecord = AttachmentRecord> {
  note: N;
  /** Null once the author's account is gone; the name recorded on the note is shown then. */
  author: { name: string; avatarKey: string | null } | null;
  attachments: A[];
}

/** Attachments are private files: only a signed URL from a procedure that checked access opens them. */
export const serializeAttachment = (row: AttachmentRecord, ctx: UrlSigning) => ({
  id: row.id,
  _id: row.id,
  fileName: row.fileName,
  fileUrl: fileUrlFor(ctx, row.fileKey, row.fileName),
  contentType: row.contentType,
  size: row.sizeBytes,
});

/**
 * The documented note shape (docs/product/platform-admin.md#records). `updatedAt` equals `createdAt` until the first edit;
 * `isEdited` and `updatedBy` (null until then) say whether the card shows '(Edited)'.
 */
export function serializeNote(view: NoteView, ctx: UrlSigning) {
  const { note } = view;
  const createdAt = note.createdAt.toISOString();
  const updatedAt = note.updatedAt?.toISOString() ?? null;
  return {
    id: note.id,
    _id: note.id,
    title: note.title,
    content: note.content,
    createdBy: {
      id: note.createdById,
      userName: view.author?.name ?? note.createdByName,
      userAvatar: fileUrlFor(ctx, view.author?.avatarKey),
    },
    createdAt,
    updatedAt: updatedAt ?? createdAt,
    updatedBy:
      updatedAt === null
        ? null
        : { id: note.updatedById, userName: note.updatedByName ?? MESSAGES.timeline.systemActor, updatedAt },
    isEdited: updatedAt !== null,
    attachments: view.attachments.map((a) => serializeAttachment(a, ctx)),
  };
}

export type SerializedNote = ReturnType<typeof serializeNote>;
