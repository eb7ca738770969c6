import { Button, FileButton, Group, Pill, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef, useState } from 'react';

import { MESSAGES } from '@app/contracts';

import { notify } from '../feedback/notify';
import type { Attachment } from './note-types';
import { addFiles, ATTACHMENT_ACCEPT, noteSaveProblem, type NoteOriginal } from './note-draft';

const t = MESSAGES.web.companyDetail.notes;

/** Mantine hides a pill's remove button from keyboards and screen readers; here it is the only way to remove a file. */
const removable = (name: string) => ({ 'aria-label': t.removeFile(name), 'aria-hidden': false, tabIndex: 0 });

export interface NoteSubmission {
  content: string;
  newFiles: File[];
  keptIds: string[];
}

interface NoteEditorProps {
  /** Set when editing: the note's content and attachments as saved. */
  original?: { content: string; attachments: readonly Attachment[] };
  saving: boolean;
  /** Resolves true when saved (the editor then closes or clears). */
  onSubmit: (draft: NoteSubmission) => Promise<boolean>;
  onCancel: () => void;
  autoFocus?: boolean;
}

/**
 * The note editor (docs/product/platform-admin.md#company-detail): four rows of text, Save, Cancel and Attach File (several files;
 * pdf, doc, docx, txt, jpg, jpeg, png, gif; 5 MB each). When editing, existing attachments can be
 * removed and new ones added.
 */
export function NoteEditor({ original, saving, onSubmit, onCancel, autoFocus = true }: NoteEditorProps) {
  const [content, setContent] = useState(original?.content ?? '');
  const [keptIds, setKeptIds] = useState<string[]>(() => original?.attachments.map((a) => a.id) ?? []);
  const [newFiles, setNewFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const resetPicker = useRef<() => void>(null);

  const pick = (picked: File[]) => {
    const { files, problems } = addFiles(newFiles, picked, keptIds.length);
    setNewFiles(files);
    for (const problem of problems) notify.error(problem);
    resetPicker.current?.();
  };

  const save = async () => {
    const baseline: NoteOriginal | undefined = original && {
      content: original.content,
      attachmentIds: original.attachments.map((a) => a.id),
    };
    const problem = noteSaveProblem({ content, keptIds, newFiles }, baseline);
    if (problem) {
      if (problem === MESSAGES.notes.contentRequired) setError(problem);
      notify.error(problem);
      return;
    }
    setError(null);
    await onSubmit({ content, newFiles, keptIds });
  };

  const kept = original?.attachments.filter((a) => keptIds.includes(a.id)) ?? [];
  return (
    <Stack gap="xs">
      <Textarea
        aria-label={t.contentLabel}
        placeholder={MESSAGES.notes.prompt}
        rows={4}
        autosize={false}
        value={content}
        data-autofocus={autoFocus || undefined}
        autoFocus={autoFocus}
        onChange={(event) => {
          setContent(event.currentTarget.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void save();
          if (event.key === 'Escape') onCancel();
        }}
        error={error}
        disabled={saving}
      />
      {(kept.length > 0 || newFiles.length > 0) && (
        <Group gap={6} wrap="wrap">
          {kept.map((attachment) => (
            <Pill
              key={attachment.id}
              withRemoveButton={!saving}
              onRemove={() => setKeptIds((ids) => ids.filter((id) => id !== attachment.id))}
              removeButtonProps={removable(attachment.fileName)}
              maw="100%"
            >
              {attachment.fileName}
            </Pill>
          ))}
          {newFiles.map((file) => (
            <Pill
              key={`${file.name}:${file.size}`}
              withRemoveButton={!saving}
              onRemove={() => setNewFiles((files) => files.filter((f) => f !== file))}
              removeButtonProps={removable(file.name)}
              maw="100%"
              bg="var(--mantine-primary-color-light)"
            >
              {file.name}
            </Pill>
          ))}
        </Group>
      )}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <FileButton onChange={pick} accept={ATTACHMENT_ACCEPT} multiple resetRef={resetPicker} disabled={saving}>
            {(props) => (
              <Button {...props} variant="default" size="sm" leftSection={<IconPaperclip size={16} />}>
                {t.attach}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {t.attachmentTypes}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" size="sm" onClick={onCancel} disabled={saving}>
            {t.cancel}
          </Button>
          <Button size="sm" onClick={() => void save()} loading={saving}>
            {t.save}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
