import type { TRPCRouterRecord } from '@trpc/server';

import { createNoteInput, listNotesInput, noteIdInput, updateNoteInput } from '@app/contracts';

import { superAdminProcedure } from '../../core/procedures';
import { createNote } from './create';
import { listNotes } from './list';
import { removeNote } from './remove';
import { updateNote } from './update';

/** Super admins' notes about a company, with attachments (appRouter.platform.companyNotes). */
export const platformCompanyNotesRouter = {
  list: superAdminProcedure.input(listNotesInput).query(({ ctx, input }) => listNotes(ctx.deps, ctx.actor, input)),
  create: superAdminProcedure
    .input(createNoteInput)
    .mutation(({ ctx, input }) => createNote(ctx.deps, ctx.actor, input)),
  update: superAdminProcedure
    .input(updateNoteInput)
    .mutation(({ ctx, input }) => updateNote(ctx.deps, ctx.actor, input)),
  remove: superAdminProcedure.input(noteIdInput).mutation(({ ctx, input }) => removeNote(ctx.deps, ctx.actor, input)),
} satisfies TRPCRouterRecord;
