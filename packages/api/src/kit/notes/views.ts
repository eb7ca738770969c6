import { byNote } from './attachments';
import type { AttachmentRecord, NoteRecord, NoteView } from './serialize';

/** A note row read with its author as they are now (null once the account is gone). */
export interface NoteWithAuthor<N> {
  note: N;
  authorName: string | null;
  authorAvatarKey: string | null;
}

/** The views of notes read newest first, each with its attachments (read in their order). */
export function noteViews<N extends NoteRecord, A extends AttachmentRecord & { noteId: string }>(
  rows: readonly NoteWithAuthor<N>[],
  attachments: readonly A[],
): NoteView<N, A>[] {
  const grouped = byNote(attachments);
  return rows.map((r) => ({
    note: r.note,
    author: r.authorName === null ? null : { name: r.authorName, avatarKey: r.authorAvatarKey },
    attachments: grouped.get(r.note.id) ?? [],
  }));
}
