import { MESSAGES } from '@app/contracts';

import { publicFileUrl, type UrlSigning } from '../files/signed-url';
import type { AttachmentRow } from './queries';
import type { NoteView } from './views';

/** Attachments are private files: only a signed URL from a procedure that checked access opens them. */
export const serializeAttachment = (row: AttachmentRow, ctx: UrlSigning) => ({
  id: row.id,
  _id: row.id,
  fileName: row.fileName,
  fileUrl: publicFileUrl(ctx.secret, row.fileKey, ctx.now, row.fileName),
  contentType: row.contentType,
  size: row.sizeBytes,
});

/**
 * The documented note shape (spec 000 §3). `updatedAt` equals `createdAt` until the first edit;
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
      userAvatar: publicFileUrl(ctx.secret, view.author?.avatarKey, ctx.now),
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
