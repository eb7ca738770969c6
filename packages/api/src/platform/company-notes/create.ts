import { MESSAGES, noteTitle, type CreateNoteInput } from '@app/contracts';
import { platformTables, type Tx } from '@app/db';

import { requireCompany } from '../companies/queries';
import { performer, recordTimeline } from '../companies/timeline';
import { holdCompany } from '../company-timeline/guard';
import type { AppDeps } from '../../core/deps';
import { withStoredFiles } from '../../services/files/store';
import type { PlatformActor } from '../../core/middlewares/auth';
import { insertAttachments, prepareAttachments, type PreparedAttachment } from './attachments';
import { noteResponse } from './list';

const { companyNotes } = platformTables;

async function insertNote(tx: Tx, actor: PlatformActor, input: CreateNoteInput, files: PreparedAttachment[]) {
  await holdCompany(tx, input.companyId);
  const title = noteTitle(input.content);
  const [note] = await tx
    .insert(companyNotes)
    .values({
      companyId: input.companyId,
      title,
      content: input.content,
      createdById: actor.kind === 'api_key' ? null : actor.id,
      createdByName: actor.name,
      createdByAvatarKey: actor.kind === 'api_key' ? null : actor.avatarKey,
    })
    .returning({ id: companyNotes.id });
  await insertAttachments(tx, input.companyId, note!.id, files);
  await recordTimeline(tx, input.companyId, {
    action: 'note_added',
    description: `Note added: ${title}`,
    details: { noteId: note!.id, noteContent: input.content, attachments: files.map((f) => f.fileName) },
    performedBy: performer(actor),
  });
  return note!.id;
}

/**
 * The note, its attachments and its timeline event in one transaction; the files are stored first
 * and removed again if that transaction fails (docs/architecture.md#files). A client-sent title is ignored: the
 * title is always the start of the content (docs/product/platform-admin.md#records).
 */
export async function createNote(deps: AppDeps, actor: PlatformActor, input: CreateNoteInput) {
  // Before any upload, so a note for an unknown company stores nothing.
  await requireCompany(deps.db, input.companyId);
  const files = await prepareAttachments(input.companyId, input.attachments);
  const noteId = await withStoredFiles(
    deps.storage,
    files,
    () => deps.db.transaction((tx) => insertNote(tx, actor, input, files)),
    deps.log,
  );
  return { message: MESSAGES.notes.added, note: await noteResponse(deps, actor, input.companyId, noteId) };
}
