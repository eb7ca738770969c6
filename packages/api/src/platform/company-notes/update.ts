import { MESSAGES, noteTitle, type UpdateNoteInput } from '@app/contracts';
import { and, eq, inArray, platformTables, type Tx } from '@app/db';

import { requireCompany } from '../companies/queries';
import { performer, recordTimeline } from '../companies/timeline';
import { holdCompany } from '../company-timeline/guard';
import type { AppDeps } from '../../core/deps';
import { removeQuietly, withStoredFiles } from '../../services/files/store';
import type { PlatformActor } from '../../core/middlewares/auth';
import { insertAttachments, prepareAttachments, type PreparedAttachment } from './attachments';
import { assertApplicable, diffNote, updateEvent } from './changes';
import { noteResponse } from './list';
import { attachmentsOf, lockNote, requireNote } from './queries';

const { companyNotes, noteAttachments } = platformTables;

/** Applies the edit under the note's lock, judged against the locked state; returns the keys of removed files. */
async function applyEdit(
  tx: Tx,
  deps: AppDeps,
  actor: PlatformActor,
  input: UpdateNoteInput,
  added: PreparedAttachment[],
) {
  await holdCompany(tx, input.companyId);
  const note = await lockNote(tx, input.companyId, input.noteId);
  const change = diffNote(note, await attachmentsOf(tx, [note.id]), input, added);
  assertApplicable(change);

  const content = change.content?.newValue ?? note.content;
  await tx
    .update(companyNotes)
    .set({
      content,
      title: noteTitle(content),
      updatedById: actor.id,
      updatedByName: actor.name,
      updatedAt: deps.now(),
    })
    .where(eq(companyNotes.id, note.id));
  if (change.removed.length > 0) {
    const ids = change.removed.map((a) => a.id);
    await tx.delete(noteAttachments).where(and(eq(noteAttachments.noteId, note.id), inArray(noteAttachments.id, ids)));
  }
  await insertAttachments(tx, input.companyId, note.id, added);
  await recordTimeline(tx, input.companyId, updateEvent(note.id, change, content, performer(actor)));
  return change.removed.map((a) => a.fileKey);
}

/**
 * New files are stored before the transaction and removed again if it fails; removed files are
 * deleted only after the commit, so a failed edit never loses a file the note still points at.
 */
export async function updateNote(deps: AppDeps, actor: PlatformActor, input: UpdateNoteInput) {
  // Refusals that need no upload come first, so they store nothing.
  await requireCompany(deps.db, input.companyId);
  const note = await requireNote(deps.db, input.companyId, input.noteId);
  const added = await prepareAttachments(input.companyId, input.attachments);
  assertApplicable(diffNote(note, await attachmentsOf(deps.db, [note.id]), input, added));

  const removedKeys = await withStoredFiles(
    deps.storage,
    added,
    () => deps.db.transaction((tx) => applyEdit(tx, deps, actor, input, added)),
    deps.log,
  );
  await removeQuietly(deps.storage, removedKeys, deps.log);
  return { message: MESSAGES.notes.updated, note: await noteResponse(deps, actor, input.companyId, input.noteId) };
}
