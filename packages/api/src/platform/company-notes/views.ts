import { and, desc, eq, platformTables, type Executor } from '@app/db';

import type { NoteView as KitView } from '../../kit/notes/serialize';
import { noteViews } from '../../kit/notes/views';
import { attachmentsOf, type AttachmentRow, type NoteRow } from './queries';

const { companyNotes, superAdmins } = platformTables;

export type NoteView = KitView<NoteRow, AttachmentRow>;

/**
 * A company's notes, newest first, or just one of them. The author is read live because avatar
 * files are replaced (and the old ones deleted) when a super admin changes their picture, so a key
 * copied onto the note would soon point at nothing.
 */
export async function loadNotes(db: Executor, companyId: number, noteId?: string): Promise<NoteView[]> {
  const rows = await db
    .select({ note: companyNotes, authorName: superAdmins.name, authorAvatarKey: superAdmins.avatarKey })
    .from(companyNotes)
    .leftJoin(superAdmins, eq(superAdmins.id, companyNotes.createdById))
    .where(and(eq(companyNotes.companyId, companyId), noteId === undefined ? undefined : eq(companyNotes.id, noteId)))
    .orderBy(desc(companyNotes.createdAt), desc(companyNotes.id));
  return noteViews(
    rows,
    await attachmentsOf(
      db,
      rows.map((r) => r.note.id),
    ),
  );
}
