/**
 * A list of notes with its composer (docs/product/platform-admin.md#company-detail): a collapsed prompt that opens the editor, then
 * the notes, newest first, each editable and deletable. Saves go through the REST adapter (files
 * ride in multipart); whoever keeps the notes gives the REST path, the delete call and what to
 * reload afterwards. Used by the admin's company notes and the CRM lead page.
 */
import { Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconNote } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { statusOf } from '../../lib/api/errors';
import { restUpload } from '../../lib/api/rest';
import { confirm } from '../feedback/confirm';
import { ErrorView } from '../feedback/ErrorView';
import { notify } from '../feedback/notify';
import { refusalMessageOr } from '../feedback/server-message';
import { PageLoader } from '../layout/PageLoader';
import { NoteCard } from './NoteCard';
import { NoteEditor, type NoteSubmission } from './NoteEditor';
import { noteForm } from './note-draft';
import type { Note } from './note-types';

const t = MESSAGES.notes;

export interface NotesQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { notes: Note[] } | undefined;
  refetch: () => Promise<unknown>;
}

export interface NotesPanelProps {
  notes: NotesQuery;
  /** The REST path of the notes, e.g. `/crm/leads/{id}/notes`; one note is `${restBase}/{noteId}`. */
  restBase: string;
  remove: (noteId: string) => Promise<unknown>;
  /** After any change (or a 404 that says the list is stale). */
  onChanged: () => void;
  /** Why a note may not be edited or deleted right now, or null. */
  guard?: (noteId: string) => string | null;
}

/** A failed save: the server's own words for what to fix, else 'Failed to save note'. */
function saveFailed(error: unknown) {
  if (statusOf(error) === 404) notify.error(t.notFoundRefresh);
  else {
    const reason = refusalMessageOr(error, t.saveFailed);
    notify.error(reason, reason === t.saveFailed ? undefined : t.saveFailed);
  }
}

function EmptyNotes() {
  return (
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
}

export function NotesPanel({ notes, restBase, remove, onChanged, guard }: NotesPanelProps) {
  const [composing, setComposing] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: (draft: NoteSubmission) =>
      restUpload<{ note: Note }>('POST', restBase, noteForm(draft.content, draft.newFiles)),
  });
  const update = useMutation({
    mutationFn: ({ id, draft }: { id: string; draft: NoteSubmission }) =>
      restUpload<{ note: Note }>('PUT', `${restBase}/${id}`, noteForm(draft.content, draft.newFiles, draft.keptIds)),
  });

  const allowed = (noteId: string) => {
    const problem = guard?.(noteId) ?? null;
    if (problem) notify.error(problem);
    return problem === null;
  };

  const save = async (work: () => Promise<unknown>, done: string, after: () => void) => {
    try {
      await work();
    } catch (error) {
      saveFailed(error);
      return false;
    }
    notify.success(done);
    after();
    onChanged();
    return true;
  };

  const deleteNote = async (note: Note) => {
    if (!allowed(note.id)) return;
    if (!(await confirm({ message: MESSAGES.web.companyDetail.notes.deleteConfirm, danger: true }))) return;
    setDeletingId(note.id);
    try {
      await remove(note.id);
    } catch (error) {
      const gone = statusOf(error) === 404;
      notify.error(gone ? t.notFoundRefresh : t.deleteFailed);
      if (gone) onChanged();
      return;
    } finally {
      setDeletingId(null);
    }
    notify.success(t.deleted);
    if (editingId === note.id) setEditingId(null);
    onChanged();
  };

  let list;
  if (notes.isPending) list = <PageLoader />;
  else if (notes.isError) list = <ErrorView error={notes.error} onRetry={() => void notes.refetch()} />;
  else if (!notes.data?.notes.length) list = <EmptyNotes />;
  else
    list = (
      <Stack gap="sm">
        {notes.data.notes.map((note) =>
          note.id === editingId ? (
            <Paper key={note.id} withBorder radius="md" p="md">
              <NoteEditor
                original={{ content: note.content, attachments: note.attachments }}
                saving={update.isPending}
                onSubmit={(draft) =>
                  save(
                    () => update.mutateAsync({ id: note.id, draft }),
                    t.updated,
                    () => setEditingId(null),
                  )
                }
                onCancel={() => setEditingId(null)}
              />
            </Paper>
          ) : (
            <NoteCard
              key={note.id}
              note={note}
              onEdit={() => {
                if (!allowed(note.id)) return;
                setComposing(false);
                setEditingId(note.id);
              }}
              onDelete={() => void deleteNote(note)}
              deleting={deletingId === note.id}
            />
          ),
        )}
      </Stack>
    );

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={composing ? 'md' : 0}>
        {composing ? (
          <NoteEditor
            saving={create.isPending}
            onSubmit={(draft) =>
              save(
                () => create.mutateAsync(draft),
                t.added,
                () => setComposing(false),
              )
            }
            onCancel={() => setComposing(false)}
          />
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
