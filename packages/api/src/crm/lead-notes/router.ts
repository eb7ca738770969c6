import type { TRPCRouterRecord } from '@trpc/server';

import { createLeadNoteInput, leadNoteIdInput, leadNotesInput, MESSAGES, updateLeadNoteInput } from '@app/contracts';

import { tenantUserProcedure } from '../../core/procedures';
import { createLeadNote, listLeadNotes, removeLeadNote, updateLeadNote } from './writes';

const m = MESSAGES.crm.leadNotes;

/** A lead's notes with attachments, for every company role like the lead itself. */
export const crmLeadNotesRouter = {
  list: tenantUserProcedure.input(leadNotesInput).query(async ({ ctx, input }) => ({
    message: m.fetched,
    notes: await listLeadNotes(ctx, input.id),
  })),
  create: tenantUserProcedure.input(createLeadNoteInput).mutation(async ({ ctx, input }) => ({
    message: m.added,
    note: await createLeadNote(ctx, input),
  })),
  update: tenantUserProcedure.input(updateLeadNoteInput).mutation(async ({ ctx, input }) => ({
    message: m.updated,
    note: await updateLeadNote(ctx, input),
  })),
  remove: tenantUserProcedure.input(leadNoteIdInput).mutation(async ({ ctx, input }) => ({
    message: m.deleted,
    ...(await removeLeadNote(ctx, input)),
  })),
} satisfies TRPCRouterRecord;
