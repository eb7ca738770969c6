import { useMutation } from '@tanstack/react-query';

import { useTRPC } from '../../../lib/api/client';
import { NotesPanel } from '../../../kit/notes/NotesPanel';
import { noteEditGuard } from '../guards';
import type { useNotes, useRefreshCompany } from '../records';

interface NotesTabProps {
  companyId: number;
  notes: ReturnType<typeof useNotes>;
  navigating: boolean;
  refresh: ReturnType<typeof useRefreshCompany>;
}

/** The Notes tab (docs/product/platform-admin.md#company-detail): the shared notes panel on the company's notes, guarded while the page moves. */
export function NotesTab({ companyId, notes, navigating, refresh }: NotesTabProps) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.platform.companyNotes.remove.mutationOptions());
  const snapshot = () => ({ navigating, loading: notes.isFetching, items: notes.data?.notes });
  return (
    <NotesPanel
      notes={notes}
      restBase={`/super-admin/companies/${companyId}/notes`}
      remove={(noteId) => remove.mutateAsync({ companyId, noteId })}
      onChanged={() => void refresh({ notes: true })}
      guard={(noteId) => noteEditGuard(snapshot(), noteId)}
    />
  );
}
