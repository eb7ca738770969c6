import { MESSAGES, type NoteIdInput } from '@app/contracts';
import { eq, platformTables } from '@app/db';

import { requireCompany } from '../companies/queries';
import { performer, recordTimeline } from '../companies/timeline';
import { holdCompany } from '../company-timeline/guard';
import type { AppDeps } from '../../core/deps';
import { removeQuietly } from '../../services/files/store';
import type { PlatformActor } from '../../core/middlewares/auth';
import { attachmentsOf, lockNote } from './queries';

const { companyNotes } = platformTables;

/**
 * Deletes the note (its attachment rows cascade) and records note_deleted in one transaction. The
 * files go after the commit: a storage hiccup must not bring the note back, and a file left behind
 * is an orphan under the company's prefix, removed with the company at the latest.
 */
export async function removeNote(deps: AppDeps, actor: PlatformActor, input: NoteIdInput) {
  await requireCompany(deps.db, input.companyId);
  const removed = await deps.db.transaction(async (tx) => {
    await holdCompany(tx, input.companyId);
    const note = await lockNote(tx, input.companyId, input.noteId);
    const attachments = await attachmentsOf(tx, [note.id]);
    await tx.delete(companyNotes).where(eq(companyNotes.id, note.id));
    await recordTimeline(tx, input.companyId, {
      action: 'note_deleted',
      description: `Note deleted: ${note.title}`,
      details: { noteId: note.id, noteContent: note.content, attachments: attachments.map((a) => a.fileName) },
      performedBy: performer(actor),
    });
    return attachments.map((a) => a.fileKey);
  });
  await removeQuietly(deps.storage, removed, deps.log);
  return { message: MESSAGES.notes.deleted, id: input.noteId, _id: input.noteId };
}
