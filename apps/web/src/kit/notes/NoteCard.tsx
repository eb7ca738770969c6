import { ActionIcon, Avatar, Box, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileText, IconPencil, IconPhoto, IconTrash } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import { notify } from '../feedback/notify';
import { formatDateTime, initialsOf } from '../format';
import type { Attachment, Note } from './note-types';
import { extensionOf } from './note-draft';

const t = MESSAGES.web.companyDetail.notes;

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif']);

/** Opens an attachment through its signed URL in a new tab (docs/product/platform-admin.md#messages-and-limits when the URL is missing). */
export function openAttachment(attachment: Pick<Attachment, 'fileUrl'>) {
  if (!attachment.fileUrl) {
    notify.error(MESSAGES.notes.attachmentUrlMissing);
    return;
  }
  window.open(attachment.fileUrl, '_blank', 'noopener,noreferrer');
}

function AttachmentButton({ attachment }: { attachment: Attachment }) {
  const FileIcon = IMAGE_EXTENSIONS.has(extensionOf(attachment.fileName)) ? IconPhoto : IconFileText;
  return (
    <Button
      variant="light"
      color="gray"
      size="compact-sm"
      leftSection={<FileIcon size={14} />}
      onClick={() => openAttachment(attachment)}
      aria-label={t.openFile(attachment.fileName)}
      maw="100%"
      styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
    >
      {attachment.fileName}
    </Button>
  );
}

interface NoteCardProps {
  note: Note;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** One note: author, date and time, '(Edited)', the text, attachments, edit and delete. */
export function NoteCard({ note, onEdit, onDelete, deleting }: NoteCardProps) {
  const author = note.createdBy.userName;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={note.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar src={note.createdBy.userAvatar} radius="xl" size={36} color="initials" name={author} alt={author}>
            {initialsOf(author)}
          </Avatar>
          <Box miw={0}>
            <Text size="sm" fw={600} truncate>
              {author}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(note.createdAt)}
              {note.isEdited && (
                <Tooltip label={t.editedAt(formatDateTime(note.updatedBy?.updatedAt ?? note.updatedAt))}>
                  <Text span inherit ml={6} fs="italic">
                    {MESSAGES.notes.edited}
                  </Text>
                </Tooltip>
              )}
            </Text>
          </Box>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t.edit}>
            <ActionIcon variant="subtle" color="gray" aria-label={t.edit} onClick={onEdit} disabled={deleting}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t.remove}>
            <ActionIcon variant="subtle" color="red" aria-label={t.remove} onClick={onDelete} loading={deleting}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note.content}
      </Text>
      {note.attachments.length > 0 && (
        <Stack gap={6} mt="sm" align="flex-start">
          <Group gap={6} wrap="wrap">
            {note.attachments.map((attachment) => (
              <AttachmentButton key={attachment.id} attachment={attachment} />
            ))}
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
