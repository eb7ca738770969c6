import { Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconNote } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { useTRPC } from '../../../lib/api/client';
import { statusOf } from '../../../lib/api/errors';
import { restUpload } from '../../../lib/api/rest';
import { confirm } from '../../../shared/feedback/confirm';
import { ErrorView } from '../../../shared/feedback/ErrorView';
import { notify } from '../../../shared/feedback/notify';
import { PageLoader } from '../../../shared/layout/PageLoader';
import { isClientError, serverMessageOr } from '../failure';
import { noteEditGuard } from '../guards';
import type { Note, useNotes, useRefreshCompany } from '../records';
import { NoteCard } from './NoteCard';
import { NoteEditor, type NoteSubmission } from './NoteEditor';
import { noteForm } from './note-draft';

const t = MESSAGES.notes;

interface NotesTabProps {
  companyId: number;
  notes: ReturnType<typeof useNotes>;
  navigating: boolean;
  refresh: ReturnType<typeof useRefreshCompany>;
}

/** A failed save: the server's own words for what to fix, else 'Failed to save note'. */
function saveFailed(error: unknown) {
  if (statusOf(error) === 404) notify.error(t.notFoundRefresh);
  else if (isClientError(error)) notify.error(serverMessageOr(error, t.saveFailed), t.saveFailed);
  else notify.error(t.saveFailed);
}

/** The Notes tab (spec 000 §2.6): a collapsed prompt that opens the editor, then the notes, newest first. */
export function NotesTab({ companyId, notes, navigating, refresh }: NotesTabProps) {
  const trpc = useTRPC();
  const [composing, setComposing] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const base = `/super-admin/companies/${companyId}/notes`;

  const create = useMutation({
    mutationFn: (draft: NoteSubmission) =>
      restUpload<{ note: Note }>('POST', base, noteForm(draft.content, draft.newFiles)),
  });
  const update = useMutation({
    mutationFn: ({ id, draft }: { id: string; draft: NoteSubmission }) =>
      restUpload<{ note: Note }>('PUT', `${base}/${id}`, noteForm(draft.content, draft.newFiles, draft.keptIds)),
  });
  const remove = useMutation(trpc.platform.companyNotes.remove.mutationOptions());

  const snapshot = () => ({ navigating, loading: notes.isFetching, items: notes.data?.notes });

  const add = async (draft: NoteSubmission) => {
    try {
      await create.mutateAsync(draft);
    } catch (error) {
      saveFailed(error);
      return false;
    }
    notify.success(t.added);
    setComposing(false);
    void refresh({ notes: true });
    return true;
  };

  const startEdit = (note: Note) => {
    const problem = noteEditGuard(snapshot(), note.id);
    if (problem) {
      notify.error(problem);
      return;
    }
    setComposing(false);
    setEditingId(note.id);
  };

  const saveEdit = async (note: Note, draft: NoteSubmission) => {
    try {
      await update.mutateAsync({ id: note.id, draft });
    } catch (error) {
      saveFailed(error);
      return false;
    }
    notify.success(t.updated);
    setEditingId(null);
    void refresh({ notes: true });
    return true;
  };

  const deleteNote = async (note: Note) => {
    const problem = noteEditGuard(snapshot(), note.id);
    if (problem) {
      notify.error(problem);
      return;
    }
    if (!(await confirm({ message: MESSAGES.web.companyDetail.notes.deleteConfirm, danger: true }))) return;
    try {
      await remove.mutateAsync({ companyId, noteId: note.id });
    } catch (error) {
      notify.error(statusOf(error) === 404 ? t.notFoundRefresh : t.deleteFailed);
      if (statusOf(error) === 404) void refresh({ notes: true });
      return;
    }
    notify.success(t.deleted);
    if (editingId === note.id) setEditingId(null);
    void refresh({ notes: true });
  };

  let list;
  if (notes.isPending) list = <PageLoader />;
  else if (notes.isError) list = <ErrorView error={notes.error} onRetry={() => void notes.refetch()} />;
  else if (notes.data.notes.length === 0)
    list = (
      <Stack align="center" gap={4} py="xl">
        <ThemeIcon variant="light" color="gray" size={48} radius="xl">
          <IconNote size={26} />
        </ThemeIcon>
        <Text fw={600}>{t.emptyTitle}</Text>
        <Text size="sm" c="dimmed">
          {t.emptyHint}
        </Text>
      </Stack>
    );
  else
    list = (
      <Stack gap="sm">
        {notes.data.notes.map((note) =>
          note.id === editingId ? (
            <Paper key={note.id} withBorder radius="md" p="md">
              <NoteEditor
                original={{ content: note.content, attachments: note.attachments }}
                saving={update.isPending}
                onSubmit={(draft) => saveEdit(note, draft)}
                onCancel={() => setEditingId(null)}
              />
            </Paper>
          ) : (
            <NoteCard
              key={note.id}
              note={note}
              onEdit={() => startEdit(note)}
              onDelete={() => void deleteNote(note)}
              deleting={remove.isPending && remove.variables?.noteId === note.id}
            />
          ),
        )}
      </Stack>
    );

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={composing ? 'md' : 0}>
        {composing ? (
          <NoteEditor saving={create.isPending} onSubmit={add} onCancel={() => setComposing(false)} />
        ) : (
          <UnstyledButton
            w="100%"
            p="md"
            onClick={() => setComposing(true)}
            aria-expanded={false}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Text c="dimmed">{t.prompt}</Text>
          </UnstyledButton>
        )}
      </Paper>
      {list}
    </Stack>
  );
}
