/**
 * A lead's notes: add, edit, delete, each with its timeline entry in the request's transaction.
 * Attachments follow the company notes' rules (the notes kit): checked by their bytes before
 * anything is written, stored through the request's files so a rolled-back write removes them,
 * and removed files deleted only after the commit.
 */
import { noteTitle, type CreateLeadNoteInput, type LeadNoteIdInput, type UpdateLeadNoteInput } from '@app/contracts';
import { and, eq, inArray, tenantTables } from '@app/db';

import { personIdOf } from '../../core/middlewares/auth';
import { attachmentValues, prepareAttachments, type PreparedAttachment } from '../../kit/notes/attachments';
import { assertApplicable, diffNote } from '../../kit/notes/changes';
import { serializeNote } from '../../kit/notes/serialize';
import { urlSigning } from '../../services/files/signed-url';
import { actorOf, recordLeadActivity } from '../lead-activity/record';
import { findLead } from '../leads/reads';
import type { TenantContext } from '../../core/tenancy/portal-context';
import { leadNoteAttachmentsOf, leadNoteNotFound, loadLeadNotes, lockLeadNote } from './queries';

const { leadNotes, leadNoteAttachments } = tenantTables;

async function storeAttachments(ctx: TenantContext, noteId: string, files: PreparedAttachment[]) {
  if (files.length === 0) return;
  await ctx.files.store(files);
  await ctx.tx.insert(leadNoteAttachments).values(attachmentValues(noteId, files));
}

/** One note as the client sees it, read inside the transaction that wrote it. */
export async function leadNoteResponse(ctx: TenantContext, leadId: string, noteId: string) {
  const [view] = await loadLeadNotes(ctx.tx, leadId, noteId);
  if (!view) throw leadNoteNotFound();
  return serializeNote(view, urlSigning(ctx));
}

export async function listLeadNotes(ctx: TenantContext, leadId: string) {
  const { lead } = await findLead(ctx.tx, leadId);
  const signing = urlSigning(ctx);
  return (await loadLeadNotes(ctx.tx, lead.id)).map((view) => serializeNote(view, signing));
}

export async function createLeadNote(ctx: TenantContext, input: CreateLeadNoteInput) {
  const { lead } = await findLead(ctx.tx, input.id);
  // Every file is checked before anything is stored or written.
  const files = await prepareAttachments(ctx.company.id, input.attachments);
  const title = noteTitle(input.content);
  const [note] = await ctx.tx
    .insert(leadNotes)
    .values({
      leadId: lead.id,
      title,
      content: input.content,
      createdById: personIdOf(ctx.actor),
      createdByName: ctx.actor.name,
    })
    .returning({ id: leadNotes.id });
  const actor = actorOf(ctx.actor);
  await recordLeadActivity(ctx.tx, { leadId: lead.id, kind: 'note_added', subjectId: note!.id, subject: title, actor });
  // Last: a storage failure rolls the note and its timeline entry back together.
  await storeAttachments(ctx, note!.id, files);
  return leadNoteResponse(ctx, lead.id, note!.id);
}

export async function updateLeadNote(ctx: TenantContext, input: UpdateLeadNoteInput) {
  const { lead } = await findLead(ctx.tx, input.id);
  const note = await lockLeadNote(ctx.tx, lead.id, input.noteId);
  const current = await leadNoteAttachmentsOf(ctx.tx, [note.id]);
  // Checking the files stores nothing: a refused edit leaves storage as it was.
  const added = await prepareAttachments(ctx.company.id, input.attachments);
  const change = diffNote(note, current, input, added);
  assertApplicable(change);

  const content = change.content?.newValue ?? note.content;
  await ctx.tx
    .update(leadNotes)
    .set({
      content,
      title: noteTitle(content),
      updatedById: personIdOf(ctx.actor),
      updatedByName: ctx.actor.name,
      updatedAt: ctx.deps.now(),
    })
    .where(eq(leadNotes.id, note.id));
  if (change.removed.length > 0) {
    const ids = change.removed.map((a) => a.id);
    await ctx.tx
      .delete(leadNoteAttachments)
      .where(and(eq(leadNoteAttachments.noteId, note.id), inArray(leadNoteAttachments.id, ids)));
    ctx.files.discardAfterCommit(change.removed.map((a) => a.fileKey));
  }
  await storeAttachments(ctx, note.id, added);
  await recordLeadActivity(ctx.tx, {
    leadId: lead.id,
    kind: 'note_updated',
    subjectId: note.id,
    subject: noteTitle(content),
    actor: actorOf(ctx.actor),
  });
  return leadNoteResponse(ctx, lead.id, note.id);
}

export async function removeLeadNote(ctx: TenantContext, input: LeadNoteIdInput) {
  const { lead } = await findLead(ctx.tx, input.id);
  const note = await lockLeadNote(ctx.tx, lead.id, input.noteId);
  const attachments = await leadNoteAttachmentsOf(ctx.tx, [note.id]);
  await ctx.tx.delete(leadNotes).where(eq(leadNotes.id, note.id));
  ctx.files.discardAfterCommit(attachments.map((a) => a.fileKey));
  await recordLeadActivity(ctx.tx, {
    leadId: lead.id,
    kind: 'note_deleted',
    subjectId: note.id,
    subject: note.title,
    actor: actorOf(ctx.actor),
  });
  return { id: note.id, _id: note.id };
}
