import { MESSAGES, type ListNotesInput } from '@app/contracts';

import { requireCompany } from '../companies/queries';
import type { AppDeps } from '../../core/deps';
import { urlSigning } from '../../services/files/signed-url';
import type { PlatformActor } from '../../core/middlewares/auth';
import { noteNotFound } from './queries';
import { serializeNote } from './serialize';
import { loadNotes } from './views';

export async function listNotes(deps: AppDeps, actor: PlatformActor, input: ListNotesInput) {
  await requireCompany(deps.db, input.companyId);
  const ctx = urlSigning({ deps, actor });
  const views = await loadNotes(deps.db, input.companyId);
  return { message: MESSAGES.notes.fetched, notes: views.map((v) => serializeNote(v, ctx)) };
}

/** One note as the client sees it, read after the write that changed it has committed. */
export async function noteResponse(deps: AppDeps, actor: PlatformActor, companyId: number, noteId: string) {
  const [view] = await loadNotes(deps.db, companyId, noteId);
  // Only a delete racing in right after the commit gets here; for the client the note is gone.
  if (!view) throw noteNotFound();
  return serializeNote(view, urlSigning({ deps, actor }));
}
